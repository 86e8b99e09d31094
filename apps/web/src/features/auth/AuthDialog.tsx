import * as Dialog from '@radix-ui/react-dialog';
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/shared/auth/auth-context';
import {
  closeAuthDialog,
  openAuthDialog,
  useAuthDialogReason,
  useAuthDialogTab,
} from '@/shared/auth/auth-dialog-store';
import { dialogContentClass, dialogOverlayClass } from '@/shared/ui/dialog';
import { DialogCloseButton } from '@/shared/ui/DialogCloseButton';
import { TabList } from '@/shared/ui/TabList';
import { MfaCodeStep } from './MfaCodeStep';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

const tabClass =
  'flex-1 rounded-md px-3 py-2 text-sm font-semibold text-stone-600 data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm';

/** The auth dialog: Sign In / Sign Up tabs (default Sign In), then the code step when MFA is on. */
export default function AuthDialog() {
  const { t } = useTranslation();
  const auth = useAuth();
  const tab = useAuthDialogTab();
  const reason = useAuthDialogReason();
  // A sign-in left waiting for its code (e.g. after a reload, or a server that asked for it) resumes
  // at the code step.
  const [step, setStep] = useState<'form' | 'mfa'>(auth.mfaPending || tab === 'mfa' ? 'mfa' : 'form');

  return (
    <Dialog.Root
      open={tab !== null}
      onOpenChange={(open) => {
        if (!open) closeAuthDialog();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={dialogContentClass}>
          <Dialog.Title className="pr-8 text-2xl font-bold">
            {step === 'mfa' ? t('auth.mfa.title') : t('auth.dialogTitle')}
          </Dialog.Title>
          {/* Opened by an action that needs an account (liking a post), it says so instead. */}
          <Dialog.Description
            className={`mt-1 text-sm ${step === 'form' && reason ? 'font-medium text-ink' : 'text-stone-600'}`}
          >
            {step === 'mfa'
              ? t('auth.mfa.text')
              : reason
                ? t(`auth.reason.${reason}`)
                : t('auth.dialogDescription')}
          </Dialog.Description>
          <div className="mt-5">
            {step === 'mfa' ? (
              <MfaCodeStep onVerified={closeAuthDialog} onUseAnotherAccount={() => setStep('form')} />
            ) : (
              <Tabs.Root
                value={tab === 'signUp' ? 'signUp' : 'signIn'}
                onValueChange={(value) => openAuthDialog(value === 'signUp' ? 'signUp' : 'signIn')}
              >
                <TabList
                  label={t('auth.tabs')}
                  tabs={[
                    { value: 'signIn', text: t('auth.signInTab') },
                    { value: 'signUp', text: t('auth.signUpTab') },
                  ]}
                  className="mb-5 flex gap-1 rounded-lg bg-stone-100 p-1"
                  triggerClassName={tabClass}
                />
                <Tabs.Content value="signIn">
                  <SignInForm onSignedIn={closeAuthDialog} onMfaRequired={() => setStep('mfa')} />
                </Tabs.Content>
                <Tabs.Content value="signUp">
                  <SignUpForm onSignedUp={closeAuthDialog} />
                </Tabs.Content>
              </Tabs.Root>
            )}
          </div>
          <DialogCloseButton label={t('auth.close')} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
