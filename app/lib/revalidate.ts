/**
 * The `shouldRevalidate` of pages whose `open` parameter only expands an item the page already
 * holds: a change of `open` alone runs no loader; anything else revalidates as Remix would.
 */
import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";
import { onlyParamsChanged } from "./url-change";

export function skipRevalidateOnOpen({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: Pick<ShouldRevalidateFunctionArgs, "currentUrl" | "nextUrl" | "defaultShouldRevalidate">): boolean {
  return onlyParamsChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}
