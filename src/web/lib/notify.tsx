import { toast } from 'sonner';

// SPEC §8: failures are toasts titled 'Error' (destructive); successes carry their message.
// A failure keeps SPEC's text as its own line; the server's reason, when it gave one, follows
// on a second line so staff know what to fix.
export const notify = {
  success(message: string, title = 'Success') {
    toast.success(title, { description: message });
  },
  error(message: string, reason?: string | null, title = 'Error') {
    toast.error(title, {
      description: reason ? (
        <>
          <span className="block">{message}</span>
          <span className="block">{reason}</span>
        </>
      ) : (
        message
      ),
    });
  },
};

export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
