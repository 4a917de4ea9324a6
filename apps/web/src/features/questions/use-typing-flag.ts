// The typing flag of docs/product.md §4 "Auto-refresh": true from a keystroke until 3 s after the last.
import { TIMINGS } from "@handraise/contract";
import { useCallback, useEffect, useRef, useState } from "react";

export function useTypingFlag(): { isTyping: boolean; markTyping: () => void } {
  const [isTyping, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const markTyping = useCallback(() => {
    setTyping(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setTyping(false), TIMINGS.typingFlagMs);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { isTyping, markTyping };
}
