import { Component, type ReactNode } from 'react';

import { paths } from '@portal/contracts';
import { Box, Button, Heading, Text } from '@portal/ui';

import { useHostStrings } from './strings/host-strings';

/** The last line of defence: shows the spec's error screen instead of a blank page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Unexpected application error', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <UnexpectedError />;
  }
}

function UnexpectedError() {
  const t = useHostStrings();
  return (
    <Box role="alert" p="10" textAlign="center">
      <Heading as="h1" size="lg" mb="2">
        {t('errors.unexpected')}
      </Heading>
      <Text color="gray.600" mb="4">
        {t('errors.unexpectedLead')}
      </Text>
      <Button onClick={() => window.location.assign(paths.dashboard)}>{t('errors.backToDashboard')}</Button>
    </Box>
  );
}
