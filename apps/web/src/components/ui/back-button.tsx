// Back to where the viewer came from, or to the home page when this page opened the tab.
import { ArrowLeft } from "lucide-react";
import { useNavigate } from "react-router";
import { useT } from "../../lib/i18n/translate.ts";
import { Button } from "./button.tsx";

export function BackButton() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Button
      variant="ghost"
      className="-ms-2 self-start"
      onClick={() => (window.history.state?.idx > 0 ? navigate(-1) : navigate("/"))}
    >
      <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
      {t("common.back")}
    </Button>
  );
}
