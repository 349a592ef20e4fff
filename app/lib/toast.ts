/** Toast kinds and their durations (docs/constants.md#timing); `null` = stays until dismissed. */
export type ToastKind = "blank" | "success" | "error" | "loading" | "custom";
export const TOAST_LIMIT = 20;
export const TOAST_DEFAULT_DURATION = 4000;
export const TOAST_DURATIONS: Record<ToastKind, number | null> = {
  blank: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: null,
};

export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
  duration: number | null;
}

/** Adds a toast, keeping the newest TOAST_LIMIT. */
export function addToast(list: readonly Toast[], toast: Toast): Toast[] {
  return [...list.filter((t) => t.id !== toast.id), toast].slice(-TOAST_LIMIT);
}

export function durationFor(kind: ToastKind, override?: number | null): number | null {
  if (override !== undefined) return override;
  return kind in TOAST_DURATIONS ? TOAST_DURATIONS[kind] : TOAST_DEFAULT_DURATION;
}
