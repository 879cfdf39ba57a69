import { errorMessage } from '../../api/errorMessage';
import { notify } from '../toaster';

type ToastWords = { success: string; successDescription?: string; failure: string };

/**
 * Runs one change and reports it with the screen's toast. A failure is titled with the screen's
 * wording ('Failed to add partner.') and carries the server's own message when it sent one
 * ('This email is already subscribed.'). Resolves to whether it worked.
 */
export async function runWithToast(action: () => Promise<unknown>, words: ToastWords): Promise<boolean> {
  try {
    await action();
  } catch (error) {
    const serverMessage = errorMessage(error, '');
    notify.error(words.failure, serverMessage && serverMessage !== words.failure ? serverMessage : undefined);
    return false;
  }
  notify.success(words.success, words.successDescription);
  return true;
}
