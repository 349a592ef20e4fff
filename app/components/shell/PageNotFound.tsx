import { Container } from "~/components/ui/primitives";
import { NotFoundState } from "~/components/ui/states";

export function PageNotFound() {
  return (
    <Container>
      <NotFoundState
        title="Page Not Found"
        message="The page you are looking for does not exist or has moved."
        backTo="/"
        backLabel="Go to Home"
      />
    </Container>
  );
}
