// Toast notifications for results (SPEC.md §8); they close after 5000 ms. A toast given an id
// can be taken back when it stops being true (a queued question that has now been sent).
import { toast } from "react-toastify";

type ToastOptions = { id?: string };

export const notify = {
  success: (message: string, options: ToastOptions = {}) => toast.success(message, { toastId: options.id }),
  error: (message: string, options: ToastOptions = {}) => toast.error(message, { toastId: options.id }),
  info: (message: string, options: ToastOptions = {}) => toast.info(message, { toastId: options.id }),
  dismiss: (id: string) => toast.dismiss(id),
};
