// The store's typed hooks, and its types: the one module of app/ a feature may import.
import { useDispatch, useSelector } from "react-redux";
import type { AppDispatch, RootState } from "./store.ts";

export type { AppDispatch, RootState };

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
