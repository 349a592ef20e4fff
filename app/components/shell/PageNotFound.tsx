import { Container } from "~/components/ui/primitives";
import { NotFoundState } from "~/components/ui/states";

export function PageNotFound({
  suggestions = [],
}: {
  /** "Did you mean" pages of this site (the words of the missed address, asked of the search). */
  suggestions?: readonly { href: string; label: string }[];
}) {
  return (
    <Container>
      <NotFoundState
        title="Page Not Found"
        message="The page you are looking for does not exist or has moved."
        backTo="/"
        backLabel="Go to Home"
        suggestions={suggestions}
      />
    </Container>
  );
}
