/**
 * The sandbox's hosted pages, as a provider would serve them: plain HTML forms (no script), shown in the cashier's
 * frame (3-D Secure) or as a page of their own (the e-wallet). Text is the provider's, in English, like a real
 * provider's test pages.
 */
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function formatAmount(amountCents: number, currency: string): string {
  const format = new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'code' });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountCents / 10 ** digits);
}

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f1f5f9; color: #0f172a; }
  main { width: min(420px, calc(100vw - 32px)); background: #fff; border-radius: 16px; padding: 28px 24px;
    box-shadow: 0 10px 30px rgb(15 23 42 / 0.12); box-sizing: border-box; }
  .brand { display: flex; align-items: center; gap: 10px; font-weight: 700; font-size: 15px; color: #334155; }
  .brand span { display: inline-grid; place-items: center; width: 32px; height: 32px; border-radius: 8px;
    background: var(--accent); color: #fff; font-size: 14px; }
  h1 { font-size: 20px; margin: 20px 0 6px; }
  p { margin: 0 0 14px; line-height: 1.5; color: #475569; font-size: 15px; }
  .amount { font-size: 28px; font-weight: 800; color: #0f172a; margin: 8px 0 20px; }
  .actions { display: grid; gap: 10px; margin-top: 20px; }
  button { font: inherit; font-weight: 700; font-size: 16px; border-radius: 10px; padding: 13px 16px; cursor: pointer;
    border: 1px solid transparent; }
  button.primary { background: var(--accent); color: #fff; }
  button.secondary { background: #fff; color: #334155; border-color: #cbd5e1; }
  button:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  .note { font-size: 13px; color: #64748b; margin-top: 18px; }
  .result { font-size: 40px; }
`;

function page(title: string, accent: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escape(title)}</title><style>${STYLE} :root { --accent: ${accent}; }</style></head>
<body><main>${body}</main></body></html>`;
}

const SECURE_ACCENT = '#1d4ed8';
const WALLET_ACCENT = '#0f766e';

export function challengePage(token: string, amount: string): string {
  return page(
    '3-D Secure check',
    SECURE_ACCENT,
    `<div class="brand"><span aria-hidden="true">3D</span> Sandbox Bank · 3-D Secure</div>
<h1>Confirm this payment</h1>
<p>Your bank asks you to confirm a card payment to the casino.</p>
<div class="amount">${escape(amount)}</div>
<form method="post" class="actions">
  <button class="primary" formaction="/sandbox/3ds/${escape(token)}/approve">Authenticate</button>
  <button class="secondary" formaction="/sandbox/3ds/${escape(token)}/fail">Fail</button>
</form>
<p class="note">Sandbox: no real bank is involved. "Fail" behaves like a wrong one-time code.</p>`,
  );
}

export function challengeResultPage(passed: boolean): string {
  return page(
    passed ? 'Payment confirmed' : 'Payment not confirmed',
    SECURE_ACCENT,
    `<div class="result" aria-hidden="true">${passed ? '✓' : '✕'}</div>
<h1>${passed ? 'Payment confirmed' : 'Payment not confirmed'}</h1>
<p>${passed ? 'The casino is finishing your deposit.' : 'Your bank did not confirm the payment; no money was taken.'}</p>`,
  );
}

export function walletPage(token: string, amount: string): string {
  return page(
    'SandPay',
    WALLET_ACCENT,
    `<div class="brand"><span aria-hidden="true">S</span> SandPay</div>
<h1>Pay the casino</h1>
<p>Approve this payment from your SandPay balance.</p>
<div class="amount">${escape(amount)}</div>
<form method="post" class="actions">
  <button class="primary" formaction="/sandbox/sandpay/${escape(token)}/approve">Approve payment</button>
  <button class="secondary" formaction="/sandbox/sandpay/${escape(token)}/cancel">Cancel and return</button>
</form>
<p class="note">Sandbox: every SandPay account has enough test money.</p>`,
  );
}

export function expiredPage(): string {
  return page(
    'Link no longer valid',
    SECURE_ACCENT,
    `<h1>This payment page is no longer valid</h1><p>The payment was already completed or canceled.</p>`,
  );
}

const CHAIN_ACCENT = '#7c3aed';

const CHAIN_STYLE = `
  main { width: min(760px, calc(100vw - 32px)); }
  label { display: grid; gap: 6px; font-weight: 600; font-size: 14px; margin-bottom: 14px; color: #334155; }
  input, select { font: inherit; padding: 11px 12px; border: 1px solid #cbd5e1; border-radius: 10px; }
  input:focus-visible, select:focus-visible { outline: 3px solid #f59e0b; outline-offset: 1px; }
  table { width: 100%; border-collapse: collapse; font-size: 13px; margin-top: 12px; }
  th, td { text-align: left; padding: 8px 6px; border-bottom: 1px solid #e2e8f0; }
  td.mono, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; word-break: break-all; }
  nav { display: flex; gap: 16px; margin-bottom: 8px; font-size: 14px; }
  a { color: #6d28d9; }
  .error { color: #b91c1c; font-weight: 600; }
  .scroll { overflow-x: auto; }
  td { white-space: nowrap; }
`;

function chainPage(title: string, body: string): string {
  return page(
    title,
    CHAIN_ACCENT,
    `<style>${CHAIN_STYLE}</style><nav><a href="/sandbox/faucet">Faucet</a><a href="/sandbox/explorer">Explorer</a></nav>${body}`,
  );
}

export type ChainRow = {
  txid: string;
  coin: string;
  address: string;
  amount: string;
  direction: 'in' | 'out';
  confirmations: number;
};

/** Long addresses are shortened in tables (the full one is in the link's title and on the address page). */
const shorten = (address: string) => (address.length > 20 ? `${address.slice(0, 10)}…${address.slice(-6)}` : address);

function chainTable(rows: readonly ChainRow[]): string {
  if (rows.length === 0) return '<p>No transactions yet.</p>';
  const lines = rows
    .map(
      (row) =>
        `<tr><td class="mono"><a href="/sandbox/explorer/tx/${escape(row.txid)}">${escape(row.txid.slice(0, 10))}…</a></td>` +
        `<td>${escape(row.amount)} ${escape(row.coin)}</td>` +
        `<td class="mono"><a href="/sandbox/explorer/address/${encodeURIComponent(row.address)}" title="${escape(row.address)}">${escape(shorten(row.address))}</a></td>` +
        `<td>${row.direction === 'out' ? 'payout' : 'deposit'}</td><td>${row.confirmations}</td></tr>`,
    )
    .join('');
  return `<div class="scroll"><table><thead><tr><th scope="col">Transaction</th><th scope="col">Amount</th><th scope="col">To</th><th scope="col">Kind</th><th scope="col"><abbr title="Confirmations">Conf.</abbr></th></tr></thead><tbody>${lines}</tbody></table></div>`;
}

export function faucetPage(coins: readonly string[], error?: string, values: { coin?: string; address?: string } = {}) {
  const options = coins
    .map((coin) => `<option${coin === values.coin ? ' selected' : ''}>${escape(coin)}</option>`)
    .join('');
  return chainPage(
    'Sandbox faucet',
    `<div class="brand"><span aria-hidden="true">TC</span> Sandbox test chain</div>
<h1>Faucet</h1>
<p>Send test coins to any address, such as the deposit address the cashier shows. They are credited once the
transaction has enough confirmations (a block is mined every few seconds).</p>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/sandbox/faucet">
  <label>Coin <select name="coin">${options}</select></label>
  <label>Address <input name="address" required autocomplete="off" value="${escape(values.address ?? '')}"></label>
  <label>Amount <input name="amount" required inputmode="decimal" placeholder="0.01"></label>
  <div class="actions"><button class="primary">Send test coins</button></div>
</form>`,
  );
}

export function explorerPage(tip: number, rows: readonly ChainRow[], heading = 'Latest transactions') {
  return chainPage(
    'Sandbox explorer',
    `<div class="brand"><span aria-hidden="true">TC</span> Sandbox test chain</div>
<h1>${escape(heading)}</h1><p>Block height ${tip}.</p>${chainTable(rows)}`,
  );
}

export function transactionPage(tip: number, row: ChainRow, blockHeight: number | null) {
  return chainPage(
    'Sandbox transaction',
    `<div class="brand"><span aria-hidden="true">TC</span> Sandbox test chain</div>
<h1>Transaction</h1>
<p class="mono">${escape(row.txid)}</p>
<p><strong>${escape(row.amount)} ${escape(row.coin)}</strong> to <span class="mono">${escape(row.address)}</span></p>
<p>${blockHeight === null ? 'Waiting for the next block (0 confirmations).' : `In block ${blockHeight}: <strong>${row.confirmations}</strong> confirmation${row.confirmations === 1 ? '' : 's'} (tip ${tip}).`}</p>`,
  );
}
