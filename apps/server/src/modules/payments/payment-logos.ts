import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error';

/**
 * Method logos, drawn here as SVG so the cashier needs no image host: stylised marks in each scheme's colours on a
 * card-shaped tile (60×40), legible at the cashier's 48 px.
 */
const tile = (background: string, inner: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 40" role="img">` +
  `<rect width="60" height="40" rx="6" fill="${background}"/>${inner}</svg>`;

/** A coin: its symbol on a disc of the coin's colour. */
const coin = (color: string, symbol: string, size = 18) =>
  tile(
    '#111827',
    `<circle cx="30" cy="20" r="14" fill="${color}"/>` +
      `<text x="30" y="${20 + size * 0.36}" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" ` +
      `font-size="${size}" font-weight="700" fill="#fff">${symbol}</text>`,
  );

const LOGOS: Readonly<Record<string, string>> = {
  // Letters where a coin's own sign (₿) is missing from many system fonts.
  btc: coin('#f7931a', 'BTC', 9),
  eth: coin('#627eea', 'Ξ'),
  ltc: coin('#345d9d', 'Ł'),
  bch: coin('#0ac18e', 'BCH', 9),
  dog: coin('#c2a633', 'Ð'),
  usdt: coin('#26a17b', '₮'),
  visa: tile(
    '#1a1f71',
    `<text x="30" y="26" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="17" ` +
      `font-weight="700" font-style="italic" fill="#fff" letter-spacing="0.5">VISA</text>` +
      `<path d="M10 31h40" stroke="#f7b600" stroke-width="2.5" stroke-linecap="round"/>`,
  ),
  mastercard: tile(
    '#16181d',
    `<circle cx="24" cy="20" r="11" fill="#eb001b"/><circle cx="36" cy="20" r="11" fill="#f79e1b"/>` +
      `<path d="M30 10.8a11 11 0 0 1 0 18.4a11 11 0 0 1 0-18.4z" fill="#ff5f00"/>`,
  ),
  sandpay: tile(
    '#0f766e',
    `<path d="M14 14h20a6 6 0 0 1 0 12H14z" fill="none" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>` +
      `<circle cx="33" cy="20" r="2.5" fill="#fde68a"/>` +
      `<text x="46" y="25" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="11" ` +
      `font-weight="700" fill="#fde68a">Pay</text>`,
  ),
  bank_transfer: tile(
    '#334155',
    `<path d="M30 8l14 7H16z" fill="#e2e8f0"/><rect x="17" y="17" width="4" height="11" fill="#e2e8f0"/>` +
      `<rect x="25" y="17" width="4" height="11" fill="#e2e8f0"/><rect x="33" y="17" width="4" height="11" fill="#e2e8f0"/>` +
      `<rect x="41" y="17" width="3" height="11" fill="#e2e8f0"/><rect x="15" y="29" width="30" height="3" fill="#e2e8f0"/>`,
  ),
};

export const paymentLogosRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/payments/logos/:file',
    { schema: { tags: ['payments'], summary: "A payment method's logo (SVG)" } },
    async (request, reply) => {
      const { file } = request.params as { file: string };
      const name = file.slice(0, -'.svg'.length);
      const logo = file.endsWith('.svg') && Object.hasOwn(LOGOS, name) ? LOGOS[name] : undefined;
      if (!logo) throw new AppError('NOT_FOUND', 'No such logo');
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(logo);
    },
  );
};
