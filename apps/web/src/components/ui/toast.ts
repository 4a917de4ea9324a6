// Toast notifications for results (SPEC.md §8); they close after 5000 ms.
import { toast } from "react-toastify";

export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  info: (message: string) => toast.info(message),
};
