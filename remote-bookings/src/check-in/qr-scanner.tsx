import { useEffect, useRef, useState } from 'react';

import { Alert, Box, Button, Stack, Text } from '@portal/ui';

import { useBookingsStrings } from '../strings/bookings-strings';
import { frameReader } from './code-reader';

/** How often a frame is read: often enough to feel instant, rarely enough to spare a phone's battery. */
const READ_EVERY_MS = 250;

/** Opens the back camera into `video`; answers how to stop it. Calls onCode with the first QR code read. */
async function startScanning(video: HTMLVideoElement, onCode: (code: string) => void, stopped: () => boolean) {
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  const stop = () => stream.getTracks().forEach((track) => track.stop());
  if (stopped()) return stop;
  video.srcObject = stream;
  await video.play();
  const read = await frameReader();
  const tick = async () => {
    if (stopped()) return;
    const code = await read(video).catch(() => null);
    if (code) onCode(code);
    else setTimeout(() => void tick(), READ_EVERY_MS);
  };
  void tick();
  return stop;
}

/** The camera's view while it looks for the customer's QR code; the code read is handed to onCode. */
export function QrScanner({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const t = useBookingsStrings();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const found = useRef(onCode);
  useEffect(() => {
    found.current = onCode;
  });
  useEffect(() => {
    let stopped = false;
    let stop: (() => void) | undefined;
    startScanning(
      video.current!,
      (code) => found.current(code),
      () => stopped,
    ).then(
      (s) => (stopped ? s() : (stop = s)),
      () => setFailed(true),
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }, []);
  return (
    <Stack gap="3">
      {failed ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('checkIn.cameraFailed')}</Alert.Title>
        </Alert.Root>
      ) : (
        <Box borderRadius="lg" overflow="hidden" bg="black" maxW="sm">
          <video ref={video} muted playsInline aria-label={t('checkIn.cameraView')} style={{ width: '100%', display: 'block' }} />
        </Box>
      )}
      <Text fontSize="sm" color="gray.600">
        {t('checkIn.hold')}
      </Text>
      <Button variant="outline" alignSelf="flex-start" onClick={onClose}>
        {t('checkIn.stop')}
      </Button>
    </Stack>
  );
}
