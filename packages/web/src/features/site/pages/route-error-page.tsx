import { Anchor, Container, Text, Title } from "@mantine/core";

// Shown when a page fails to render; outside the site layout, so it uses plain links.
export function RouteErrorPage() {
  return (
    <Container component="main" py="xl">
      <Title order={1} mb="md">
        Something went wrong
      </Title>
      <Text mb="md">
        This page could not be shown. Please reload the page or start again from the home page.
      </Text>
      <Anchor href="/home">Members section home</Anchor>
    </Container>
  );
}
