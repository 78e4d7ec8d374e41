import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { ModalBodyProps } from '../../../lib/modals/modal-body';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSession } from '../../../lib/session/get-player';
import type { SessionPlayer } from '../../../lib/session/session-player';
import {
  fieldsToAskFor,
  PERSONAL_FIELDS,
  requestedFields,
  type PersonalField,
} from '../personal-details/personal-fields';
import { PersonalDetailsForm } from './personal-details-form';
import styles from './personal-details-form.module.css';

/**
 * The personal-info modal asks only for what the profile lacks, and all of it (platform-core §2); profile-data
 * shows every personal field. Both save through the profile page's own form.
 */
export function PersonalDetailsModalBody({ modal, props, close }: ModalBodyProps) {
  const { player, status } = useSession();
  if (status === 'pending') return <Skeleton height={320} />;
  if (!player) return null;
  // Mounted once the profile is there, so the fields are chosen from it even when the modal opened before it loaded.
  return (
    <ModalDetails
      player={player}
      askingForMissing={modal === 'personal-info'}
      requested={requestedFields(props.fields)}
      forGame={props.reason === 'game'}
      close={close}
    />
  );
}

type ModalDetailsProps = {
  player: SessionPlayer;
  askingForMissing: boolean;
  requested: readonly PersonalField[] | null;
  /** Opened by a game launch: the lead says why a game asks. */
  forGame: boolean;
  close: () => void;
};

function ModalDetails({ player, askingForMissing, requested, forGame, close }: ModalDetailsProps) {
  const { t } = useTranslation();
  // Fixed at opening: the fields must not vanish one by one as the cached profile fills in after the save.
  const [fields] = useState<readonly PersonalField[]>(() =>
    askingForMissing ? (requested ?? fieldsToAskFor(player)) : PERSONAL_FIELDS,
  );
  const [done, setDone] = useState(false);

  if (done || fields.length === 0) {
    return (
      <div className={styles.form}>
        <FormAlert tone="success">{t('profile.modal.done')}</FormAlert>
        <Button size="lg" block onClick={close} autoFocus>
          {t('profile.modal.continue')}
        </Button>
      </div>
    );
  }

  return (
    <div className={styles.form}>
      <p className={styles.modalLead}>
        {forGame
          ? t('modals.leads.personalInfoGame')
          : askingForMissing
            ? t('modals.leads.personalInfo')
            : t('modals.leads.profileData')}
      </p>
      <PersonalDetailsForm
        player={player}
        fields={fields}
        required={askingForMissing ? fields : undefined}
        submitLabel={askingForMissing ? t('profile.modal.save') : undefined}
        onSaved={() => setDone(true)}
      />
    </div>
  );
}
