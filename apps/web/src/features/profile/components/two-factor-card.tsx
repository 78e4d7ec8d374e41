import type { TwoFactorSetup } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { Icon } from '../../../components/ui/icon';
import { requestErrorKey, type RequestErrorKey } from '../../../lib/forms/request-error-key';
import { queryKeys } from '../../../lib/query-keys';
import { OtpStep } from '../../../components/account/otp-step';
import { beginTwoFactor, confirmTwoFactor, disableTwoFactor } from '../api/two-factor';
import { ProfileCard, StatePill } from './profile-card';
import styles from './two-factor-card.module.css';

type Step = { kind: 'idle' } | { kind: 'setup'; setup: TwoFactorSetup } | { kind: 'disable' };

/** Groups of four, the way authenticator apps print a key: easier to copy by hand without losing the place. */
const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Two-factor authentication: turning it on shows the new secret once (QR code and key) and asks for a code to
 * prove the app has it; turning it off asks for a current code. The profile is reloaded after each change.
 */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [starting, setStarting] = useState(false);
  const [errorKey, setErrorKey] = useState<RequestErrorKey | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const announceRef = useRef<HTMLParagraphElement>(null);

  const finish = async (message: string) => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.player() });
    setStep({ kind: 'idle' });
    setAnnouncement(message);
    // The code form that had focus is gone; the outcome takes it, so keyboard users are not dropped on the body.
    requestAnimationFrame(() => announceRef.current?.focus());
  };

  const start = async () => {
    setErrorKey(null);
    setAnnouncement('');
    setStarting(true);
    try {
      setStep({ kind: 'setup', setup: await beginTwoFactor() });
    } catch (error) {
      setErrorKey(requestErrorKey(error));
    } finally {
      setStarting(false);
    }
  };

  const body = () => {
    if (step.kind === 'setup') {
      return (
        <div className={styles.setup} data-two-factor-setup>
          <img className={styles.qr} src={step.setup.qr_code} alt={t('profile.security.twoFactor.qrAlt')} />
          <SecretKey secret={step.setup.secret} />
          <div className={styles.codeStep}>
            <OtpStep
              lead={t('profile.security.twoFactor.setupLead')}
              submitLabel={t('profile.security.twoFactor.confirm')}
              onSubmit={async (code) => {
                await confirmTwoFactor(code);
                await finish(t('profile.security.twoFactor.enabled'));
              }}
            />
            <Button className={styles.cancel} variant="ghost" onClick={() => setStep({ kind: 'idle' })}>
              {t('profile.security.twoFactor.cancel')}
            </Button>
          </div>
        </div>
      );
    }
    if (step.kind === 'disable') {
      return (
        <div className={styles.codeStep} data-two-factor-disable>
          <OtpStep
            lead={t('profile.security.twoFactor.disableLead')}
            submitLabel={t('profile.security.twoFactor.disable')}
            onSubmit={async (code) => {
              await disableTwoFactor(code);
              await finish(t('profile.security.twoFactor.disabled'));
            }}
          />
          <Button className={styles.cancel} variant="ghost" onClick={() => setStep({ kind: 'idle' })}>
            {t('profile.security.twoFactor.cancel')}
          </Button>
        </div>
      );
    }
    return (
      <div>
        {enabled ? (
          <Button variant="secondary" onClick={() => setStep({ kind: 'disable' })}>
            {t('profile.security.twoFactor.turnOff')}
          </Button>
        ) : (
          <Button disabled={starting} onClick={() => void start()}>
            <Icon name="shield" size={16} />
            {starting ? t('profile.security.twoFactor.starting') : t('profile.security.twoFactor.turnOn')}
          </Button>
        )}
      </div>
    );
  };

  return (
    <ProfileCard
      icon="shield"
      title={t('profile.security.twoFactor.title')}
      lead={enabled ? t('profile.security.twoFactor.onText') : t('profile.security.twoFactor.offText')}
      aside={
        <StatePill on={enabled}>
          {enabled ? t('profile.security.twoFactor.on') : t('profile.security.twoFactor.off')}
        </StatePill>
      }
      name="two-factor"
    >
      <div className={styles.body} data-two-factor={enabled ? 'on' : 'off'}>
        <p ref={announceRef} className={styles.announce} role="status" tabIndex={-1}>
          {announcement}
        </p>
        {errorKey ? <FormAlert tone="danger">{t(errorKey)}</FormAlert> : null}
        {body()}
      </div>
    </ProfileCard>
  );
}

/** The new secret for typing into an app by hand, with a copy button; shown this once only. */
function SecretKey({ secret }: { secret: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      // Clipboard refused (permissions, an old browser): the key stays selectable by hand.
      setCopied(false);
    }
  };
  return (
    <div className={styles.secretBox}>
      <p className={styles.step}>{t('profile.security.twoFactor.scan')}</p>
      <span className={styles.secretLabel}>{t('profile.security.twoFactor.secretLabel')}</span>
      <code className={styles.secret} data-two-factor-secret>
        {groupedSecret(secret)}
      </code>
      <div className={styles.copyRow}>
        <Button size="sm" variant="secondary" onClick={() => void copy()}>
          {t('profile.security.twoFactor.copy')}
        </Button>
        <p className={styles.copied} role="status">
          {copied ? t('profile.security.twoFactor.copied') : ''}
        </p>
      </div>
      <p className={styles.note}>{t('profile.security.twoFactor.onceNote')}</p>
    </div>
  );
}
