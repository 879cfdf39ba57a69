import { createToaster } from '@chakra-ui/react';
import { TOAST_DURATION_MS } from './toaster';

/** The spec keeps at most one toast on screen; `showToast` replaces it rather than queueing. */
export const toaster = createToaster({
  // Bottom corner: on a phone a top toast would cover the header and its menu button.
  placement: 'bottom-end',
  max: 1,
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});
