import { ChoiceForm } from "./ChoiceForm";

const CHOICES = [
  { mode: "on", label: "On" },
  { mode: "off", label: "Off" },
] as const;

/**
 * Spoiler-safe mode On / Off, beside the theme choice, posted to /spoilers. With it on, score, game
 * and team pages hide scores and results until each is revealed (app/components/ui/Reveal.tsx).
 */
export function SpoilerChoice({ on }: { on: boolean }) {
  return (
    <ChoiceForm action="/spoilers" label="Spoiler-safe mode" choices={CHOICES} current={on ? "on" : "off"} />
  );
}
