// Back to where the viewer came from, or to the home page when this page opened the tab.
import { ArrowLeft } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "./button.tsx";

export function BackButton() {
  const navigate = useNavigate();
  return (
    <Button
      variant="ghost"
      className="-ml-2 self-start"
      onClick={() => (window.history.state?.idx > 0 ? navigate(-1) : navigate("/"))}
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back
    </Button>
  );
}
