import type { SearchAnswer } from "~/lib/search-questions";
import * as s from "./search.css";

/** The direct answer to a question, above the ordinary results: a line that links to its page, and its facts. */
export function SearchAnswerCard({ answer }: { answer: SearchAnswer }) {
  return (
    <section className={s.answer} aria-labelledby="search-answer">
      <h2 className={s.answerLabel}>Answer</h2>
      <p className={s.answerTitle}>
        <a id="search-answer" className={s.resultLink} href={answer.href}>
          {answer.title}
        </a>
      </p>
      {answer.facts.length > 0 ? (
        <ul className={s.answerFacts}>
          {answer.facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
