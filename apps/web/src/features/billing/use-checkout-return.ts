// Reads the flags Checkout returns with (docs/product.md §2: success=true, canceled=true), says so once
// in a toast and clears them from the address, so a reload does not repeat the toast.
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { notify } from "../../components/ui/toast.ts";
import { translate } from "../../lib/i18n/translate.ts";

/** Answers whether the user just came back from a paid Checkout. */
export function useCheckoutReturn(): boolean {
  const [params, setParams] = useSearchParams();
  const returned = useRef<{ success: boolean; canceled: boolean } | null>(null);
  returned.current ??= { success: params.get("success") === "true", canceled: params.get("canceled") === "true" };
  const announced = useRef(false);

  useEffect(() => {
    if (announced.current) return;
    announced.current = true;
    const { success, canceled } = returned.current ?? { success: false, canceled: false };
    // Pro itself comes from Stripe's webhook, never from this flag (docs/product.md §10 "Payments").
    if (success) notify.success(translate("messages.subscriptionActivated"));
    if (canceled) notify.info(translate("messages.checkoutCanceled"));
    if (success || canceled) {
      const rest = new URLSearchParams(params);
      rest.delete("success");
      rest.delete("canceled");
      setParams(rest, { replace: true, preventScrollReset: true });
    }
  }, [params, setParams]);

  return returned.current.success;
}
