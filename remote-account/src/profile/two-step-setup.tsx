import { useMutation } from '@tanstack/react-query';

import { failureText, twoStepMutations } from '@portal/api';
import { type ConfirmTwoStep, ConfirmTwoStepSchema } from '@portal/contracts';
import { FormField, useForm, valibotResolver } from '@portal/forms';
import { Box, Button, HStack, Input, Stack, Text, toast } from '@portal/ui';
import { QrCode } from '@portal/ui/form-controls';

import { accountText, useAccountStrings } from '../common/strings/account-strings';
import { applyServerErrors } from './server-errors';

/** The key in groups of four, as authenticator apps ask for it to be typed. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)!.join(' ');

/** Begins the set-up (a new secret on the server), shows it as a QR code and as text, and confirms it with a first code. */
export function TwoStepSetup({ onConfirmed }: { onConfirmed: (recoveryCodes: string[]) => void }) {
  const start = useMutation(twoStepMutations.start());
  const confirm = useMutation(twoStepMutations.confirm());
  const t = useAccountStrings();
  const { register, handleSubmit, setError, formState } = useForm<ConfirmTwoStep>({
    defaultValues: { code: '' },
    resolver: valibotResolver(ConfirmTwoStepSchema),
  });

  const begin = () => start.mutate(undefined, { onError: (error) => toast.error(failureText(error, (m) => m, t('twoStep.startFailed'))) });
  const save = async ({ code }: ConfirmTwoStep) => {
    try {
      onConfirmed((await confirm.mutateAsync({ code })).recovery_codes);
      toast.success(accountText()('twoStep.turnedOn'));
    } catch (error) {
      if (!applyServerErrors(error, setError, ['code'])) toast.error(failureText(error, (m) => m, accountText()('twoStep.turnOnFailed')));
    }
  };

  if (!start.data)
    return (
      <Button alignSelf="start" colorPalette="teal" loading={start.isPending} onClick={begin}>
        {t('twoStep.setUp')}
      </Button>
    );
  const { secret, otpauth_uri } = start.data;
  return (
    <Stack gap="4" aria-label={t('twoStep.setUp')} role="group">
      <Text>{t('twoStep.scan')}</Text>
      <HStack gap="4" wrap="wrap" align="center">
        <QrCode.Root value={otpauth_uri} size="lg" role="img" aria-label={t('twoStep.qrCode')}>
          <QrCode.Frame>
            <QrCode.Pattern />
          </QrCode.Frame>
        </QrCode.Root>
        <Box>
          <Text fontWeight="medium">{t('twoStep.key')}</Text>
          {/* The key reads left to right; its groups of four stay whole where the line allows. */}
          <Text fontFamily="mono" data-testid="two-step-secret" overflowWrap="anywhere" dir="ltr">
            {grouped(secret)}
          </Text>
        </Box>
      </HStack>
      <form noValidate onSubmit={(event) => void handleSubmit(save)(event)} aria-label={t('twoStep.confirmForm')}>
        <Stack gap="3">
          <FormField label={t('twoStep.code')} error={formState.errors.code}>
            <Input inputMode="numeric" autoComplete="one-time-code" maxW="12rem" {...register('code')} />
          </FormField>
          <Button type="submit" alignSelf="start" colorPalette="teal" loading={formState.isSubmitting}>
            {t('twoStep.turnOn')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
