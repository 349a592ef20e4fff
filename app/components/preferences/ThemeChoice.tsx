import type { ColorMode } from "~/site/preferences.server";
import { ChoiceForm } from "./ChoiceForm";

const CHOICES: { mode: ColorMode; label: string }[] = [
  { mode: "light", label: "Light" },
  { mode: "dark", label: "Dark" },
  { mode: "system", label: "System" },
];

/** Light / Dark / System, posted to /theme; the server then renders the chosen mode (no flash). */
export function ThemeChoice({ mode }: { mode: ColorMode }) {
  return <ChoiceForm action="/theme" label="Theme" choices={CHOICES} current={mode} />;
}
