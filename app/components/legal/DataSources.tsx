import { ATTRIBUTIONS } from "~/lib/attributions";
import * as s from "./legal.css";

/** The open datasets behind games, standings, players and coaches, with their required notices. */
export function DataSources() {
  return (
    <>
      <p>
        Championship histories, franchises and programs are researched and written by our team. Games,
        standings, players and coaches are imported from these open datasets:
      </p>
      {ATTRIBUTIONS.map((a) => (
        <div key={a.id} className={s.attribution}>
          <h3>
            <a href={a.url} rel="noopener">
              {a.name}
            </a>
          </h3>
          <p>{a.statement}</p>
          <p>
            Licence:{" "}
            {a.licence_url ? (
              <a href={a.licence_url} rel="noopener license">
                {a.licence}
              </a>
            ) : (
              a.licence
            )}
            . Used for: {a.used_for.join("; ")}.
          </p>
        </div>
      ))}
    </>
  );
}
