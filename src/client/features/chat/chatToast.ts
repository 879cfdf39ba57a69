import { showToast } from '../../components/toaster';

/** Like `notify`, but the chat's toasts have their own durations (5 s urgent, 3 s otherwise). */
export function chatToast(type: 'success' | 'error', title: string, description: string, duration: number) {
  void showToast({ type, title, description, duration });
}
