import { commitmentOf, PEGFALL_RISKS, PEGFALL_ROWS } from '@casino/game-engine';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/form/select-field';
import { TextField } from '../../../components/ui/form/text-field';
import { Icon } from '../../../components/ui/icon';
import { SLOT_MATHS_NOT_FOUND, useSlotMaths } from '../api/get-slot-maths';
import {
  parseFairForm,
  queryFromValues,
  TOWER_DIFFICULTY_NAMES,
  TOWER_FLOORS,
  valuesFromQuery,
  WHEEL_RISKS,
  type FairFormValues,
} from '../fair-form';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import { commitmentMatches, SHOWN_AT_FIRST, VERIFIABLE_GAMES, verifyRound } from '../verify-round';
import { RoundResult } from './round-result';
import { SlotCheck } from './slot-check';
import styles from './provably-fair.module.css';

const HOW_POINTS = [
  'commitment',
  'clientSeed',
  'nonce',
  'cursor',
  'rejection',
  'decisions',
  'slots',
  'reveal',
] as const;

/** A slot's maths is fetched once its id and version stop changing, not at every key the player types. */
const MATHS_TYPING_MS = 400;

/**
 * `/provably-fair`: the player replays a round in the browser from the revealed server seed, their client seed and
 * the nonce, with the engine the server plays it with. The address (`?server_seed=&client_seed=&nonce=&game=`, and
 * `maths=&version=` for a video slot) prefills the form, so a game's history can link straight to a round.
 */
export function ProvablyFair() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [values, setValues] = useState<FairFormValues>(() => valuesFromQuery(params));
  // A prefilled form shows its problems at once; an empty one waits until a field is left or the form is sent.
  const [touched, setTouched] = useState<ReadonlySet<keyof FairFormValues>>(
    () => new Set(params.size > 0 ? (Object.keys(values) as (keyof FairFormValues)[]) : []),
  );
  const parsed = useMemo(() => parseFairForm(values), [values]);
  // How many cards or dice a seeded round shows: back to the first few whenever the round asked about changes.
  const [shown, setShown] = useState({ of: parsed, count: SHOWN_AT_FIRST });
  const count = shown.of === parsed ? shown.count : SHOWN_AT_FIRST;
  const showMore = () => setShown({ of: parsed, count: count + SHOWN_AT_FIRST });
  const round = useMemo(
    () =>
      parsed.ok && parsed.game !== 'slot' ? verifyRound(parsed.seeds, parsed.game, parsed.choices, count) : undefined,
    [parsed, count],
  );
  const slot = parsed.ok && parsed.game === 'slot' ? parsed.slot : undefined;
  const slotKey = slot ? `${slot.maths}@${slot.version}` : '';
  const settled = useDebouncedValue(slotKey, MATHS_TYPING_MS) === slotKey;
  const slotMaths = useSlotMaths(settled ? slot : undefined);
  const slotMathsData = settled ? slotMaths.data : undefined;
  const hash = useMemo(() => (values.serverSeed ? commitmentOf(values.serverSeed) : ''), [values.serverSeed]);

  const errorOf = (field: keyof FairFormValues) => {
    // The server knowing no such maths is the maths field's error, like a malformed id.
    const error =
      field === 'maths' && slotMathsData === SLOT_MATHS_NOT_FOUND
        ? 'mathsNotFound'
        : parsed.ok || !touched.has(field)
          ? undefined
          : parsed.errors[field];
    return error ? t(`provablyFair.errors.${error}`) : undefined;
  };
  const touch = (field: keyof FairFormValues) => setTouched((current) => new Set(current).add(field));
  const text = (field: keyof FairFormValues) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
    onBlur: () => touch(field),
    error: errorOf(field),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(new Set(Object.keys(values) as (keyof FairFormValues)[]));
    if (parsed.ok) setParams(queryFromValues(values), { replace: true, preventScrollReset: true });
  };

  return (
    <section className={styles.page} aria-labelledby="provably-fair-title">
      <title>{t('app.pageTitle', { title: t('provablyFair.title') })}</title>
      <header className={styles.header}>
        <span className={styles.icon} aria-hidden="true">
          <Icon name="shield" size={28} />
        </span>
        <div className={styles.heading}>
          <h1 id="provably-fair-title" className={styles.title}>
            {t('provablyFair.title')}
          </h1>
          <p className={styles.lead}>{t('provablyFair.lead')}</p>
        </div>
      </header>

      <div className={styles.columns}>
        <form
          className={`${styles.card} ${styles.form}`}
          aria-labelledby="provably-fair-form"
          noValidate
          onSubmit={submit}
        >
          <h2 id="provably-fair-form" className={styles.cardTitle}>
            {t('provablyFair.formTitle')}
          </h2>
          <TextField
            label={t('provablyFair.serverSeed')}
            hint={t('provablyFair.serverSeedHint')}
            autoComplete="off"
            spellCheck={false}
            {...text('serverSeed')}
          />
          <TextField
            label={t('provablyFair.commitment')}
            labelNote={t('provablyFair.optional')}
            hint={t('provablyFair.commitmentHint')}
            autoComplete="off"
            spellCheck={false}
            {...text('commitment')}
          />
          <div className={styles.pair}>
            <TextField
              label={t('provablyFair.clientSeed')}
              autoComplete="off"
              spellCheck={false}
              {...text('clientSeed')}
            />
            <TextField
              label={t('provablyFair.nonce')}
              hint={t('provablyFair.nonceHint')}
              inputMode="numeric"
              autoComplete="off"
              {...text('nonce')}
            />
          </div>
          <SelectField
            label={t('provablyFair.game')}
            options={VERIFIABLE_GAMES.map((game) => ({ value: game, label: t(`provablyFair.games.${game}`) }))}
            value={values.game}
            error={errorOf('game')}
            onChange={(event) => setValues((current) => ({ ...current, game: event.target.value }))}
          />
          <GameFields values={values} setValues={setValues} text={text} />
          <Button type="submit" block>
            {t('provablyFair.verify')}
          </Button>
        </form>

        <section className={`${styles.card} ${styles.resultCard}`} aria-labelledby="provably-fair-result">
          <h2 id="provably-fair-result" className={styles.cardTitle}>
            {t('provablyFair.resultTitle')}
          </h2>
          <div className={styles.result} aria-live="polite">
            {hash ? (
              <Commitment
                hash={hash}
                verdict={
                  values.commitment.trim() && !parsed.ok && parsed.errors.commitment
                    ? undefined
                    : values.commitment.trim()
                      ? commitmentMatches(values.serverSeed, values.commitment)
                      : undefined
                }
              />
            ) : null}
            {parsed.ok && parsed.game === 'slot' ? (
              <SlotCheck
                seeds={parsed.seeds}
                maths={slotMathsData}
                failed={settled && slotMaths.isError}
                onRetry={() => void slotMaths.refetch()}
              />
            ) : round ? (
              <RoundResult round={round} choices={parsed.ok ? parsed.choices : undefined} onShowMore={showMore} />
            ) : (
              <p className={styles.empty}>{t('provablyFair.empty')}</p>
            )}
          </div>
        </section>
        <section className={`${styles.card} ${styles.how}`} aria-labelledby="provably-fair-how">
          <h2 id="provably-fair-how" className={styles.cardTitle}>
            {t('provablyFair.howTitle')}
          </h2>
          <ol className={styles.points}>
            {HOW_POINTS.map((point) => (
              <li key={point}>{t(`provablyFair.how.${point}`)}</li>
            ))}
          </ol>
        </section>
      </div>
    </section>
  );
}

type FieldProps = (field: keyof FairFormValues) => {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
  error: string | undefined;
};

/** The choices only some games have, shown for the game picked. */
function GameFields({
  values,
  setValues,
  text,
}: {
  values: FairFormValues;
  setValues: (update: (current: FairFormValues) => FairFormValues) => void;
  text: FieldProps;
}) {
  const { t } = useTranslation();
  switch (values.game) {
    case 'dice':
      return (
        <div className={styles.pair}>
          <TextField
            label={t('provablyFair.diceTarget')}
            hint={t('provablyFair.diceTargetHint')}
            inputMode="decimal"
            autoComplete="off"
            {...text('diceTarget')}
          />
          <SelectField
            label={t('provablyFair.diceDirection')}
            options={[
              { value: 'under', label: t('provablyFair.under') },
              { value: 'over', label: t('provablyFair.over') },
            ]}
            value={values.diceDirection}
            onChange={(event) =>
              setValues((current) => ({ ...current, diceDirection: event.target.value === 'over' ? 'over' : 'under' }))
            }
          />
        </div>
      );
    case 'mines':
      return (
        <TextField
          label={t('provablyFair.mines')}
          hint={t('provablyFair.minesHint')}
          inputMode="numeric"
          autoComplete="off"
          {...text('mines')}
        />
      );
    case 'keno':
      return (
        <TextField
          label={t('provablyFair.kenoPicks')}
          labelNote={t('provablyFair.optional')}
          hint={t('provablyFair.kenoPicksHint')}
          autoComplete="off"
          {...text('kenoPicks')}
        />
      );
    case 'pegfall':
      return (
        <div className={styles.pair}>
          <SelectField
            label={t('provablyFair.rows')}
            options={PEGFALL_ROWS.map((rows) => ({ value: String(rows), label: String(rows) }))}
            value={values.pegfallRows}
            onChange={(event) => setValues((current) => ({ ...current, pegfallRows: event.target.value }))}
          />
          <SelectField
            label={t('provablyFair.risk')}
            options={PEGFALL_RISKS.map((risk) => ({ value: risk, label: t(`provablyFair.risks.${risk}`) }))}
            value={values.pegfallRisk}
            onChange={(event) =>
              setValues((current) => ({
                ...current,
                pegfallRisk: PEGFALL_RISKS.find((risk) => risk === event.target.value) ?? 'medium',
              }))
            }
          />
        </div>
      );
    case 'tower':
      return (
        <div className={styles.pair}>
          <SelectField
            label={t('provablyFair.towerDifficulty')}
            options={TOWER_DIFFICULTY_NAMES.map((name) => ({
              value: name,
              label: t(`provablyFair.difficulties.${name}`),
            }))}
            value={values.towerDifficulty}
            onChange={(event) =>
              setValues((current) => ({
                ...current,
                towerDifficulty: TOWER_DIFFICULTY_NAMES.find((name) => name === event.target.value) ?? 'medium',
              }))
            }
          />
          <SelectField
            label={t('provablyFair.towerFloors')}
            options={TOWER_FLOORS.map((floors) => ({ value: String(floors), label: String(floors) }))}
            value={values.towerFloors}
            onChange={(event) => setValues((current) => ({ ...current, towerFloors: event.target.value }))}
          />
        </div>
      );
    case 'wheel':
      return (
        <SelectField
          label={t('provablyFair.risk')}
          options={WHEEL_RISKS.map((risk) => ({ value: risk, label: t(`provablyFair.risks.${risk}`) }))}
          value={values.wheelRisk}
          onChange={(event) =>
            setValues((current) => ({
              ...current,
              wheelRisk: WHEEL_RISKS.find((risk) => risk === event.target.value) ?? 'medium',
            }))
          }
        />
      );
    case 'slot':
      return (
        <div className={styles.pair}>
          <TextField
            label={t('provablyFair.maths')}
            hint={t('provablyFair.mathsHint')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            {...text('maths')}
          />
          <TextField
            label={t('provablyFair.mathsVersion')}
            hint={t('provablyFair.mathsVersionHint')}
            inputMode="numeric"
            autoComplete="off"
            {...text('version')}
          />
        </div>
      );
    default:
      // The draw itself is the outcome, or the seeds fix it whatever the player decides: no choice changes the page.
      return null;
  }
}

function Commitment({ hash, verdict }: { hash: string; verdict: boolean | undefined }) {
  const { t } = useTranslation();
  return (
    <div className={styles.commitment} data-verdict={verdict === undefined ? 'none' : verdict ? 'match' : 'mismatch'}>
      {verdict === undefined ? (
        <p className={styles.note}>{t('provablyFair.noCommitment')}</p>
      ) : (
        <p className={styles.verdict}>
          <span className={styles.mark} aria-hidden="true">
            {verdict ? '✓' : '✗'}
          </span>
          {verdict ? t('provablyFair.match') : t('provablyFair.mismatch')}
        </p>
      )}
      <p className={styles.hashLabel}>{t('provablyFair.hashTitle')}</p>
      <code className={styles.hash}>{hash}</code>
    </div>
  );
}
