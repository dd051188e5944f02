import type { AccessibilityResults, CheckedPage } from "@club/domain/accessibility-results";
import { spelledDay } from "@club/domain/days";
import { Anchor, List, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { PageTitle } from "../../../components/page-title.tsx";
import { useSiteConfig } from "../../../lib/site-config-context.tsx";

// Issue 30: the accessibility statement in the shape of GOV.UK's template, its findings worked out from the
// end-to-end suite's axe checks (the results the page is given), never written by hand. Plain words: many members
// are past 65.

function Section({
  id,
  title,
  order = 2,
  children,
}: {
  id: string;
  title: string;
  order?: 2 | 3;
  children: ReactNode;
}) {
  return (
    <Stack component="section" gap="xs" aria-labelledby={id}>
      <Title order={order} id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function OfficeContact() {
  const config = useSiteConfig();
  return (
    <List spacing="xs">
      <List.Item>
        E-mail: <Anchor href={`mailto:${config.officeEmail}`}>{config.officeEmail}</Anchor>
      </List.Item>
      <List.Item>
        Telephone: {/* A phone number reads whole, never split over two lines. */}
        <Anchor href={`tel:${config.officePhone.replace(/[^\d+]/g, "")}`} style={{ whiteSpace: "nowrap" }}>
          {config.officePhone}
        </Anchor>
      </List.Item>
    </List>
  );
}

function counted(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

const listInWords = new Intl.ListFormat("en-US", { type: "conjunction" });

/** "375 and 1280 pixels". */
function widthsInWords(widths: number[]): string {
  return `${listInWords.format([...widths].sort((a, b) => a - b).map(String))} pixels`;
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

/** A page as the statement names it: the widths and states it was checked at, and the problems its checks found. */
function summarisePage(page: CheckedPage) {
  return {
    route: page.route,
    widths: unique(page.checks.map((check) => check.width)),
    states: unique(page.checks.flatMap((check) => (check.state ? [check.state] : []))),
    problems: unique(page.checks.flatMap((check) => check.problems)),
  };
}
type PageSummary = ReturnType<typeof summarisePage>;

function CheckedPageItem({ page }: { page: PageSummary }) {
  const states =
    page.states.length > 0
      ? `; also with ${listInWords.format(page.states.map((state) => `the ${state}`))} open`
      : "";
  return (
    <List.Item>
      <Text span fw={700} style={{ overflowWrap: "anywhere" }}>
        {page.route}
      </Text>
      {`: at ${widthsInWords(page.widths)}${states}`}
    </List.Item>
  );
}

export function AccessibilityStatement({ results }: { results: AccessibilityResults }) {
  const config = useSiteConfig();
  const pages = results.pages.map(summarisePage);
  const pagesWithProblems = pages.filter((page) => page.problems.length > 0);
  const compliant = pagesWithProblems.length === 0;
  const standardInWords = `the Web Content Accessibility Guidelines, ${results.standard}`;
  const allWidths = unique(pages.flatMap((page) => page.widths));
  return (
    <Stack gap="xl" maw={720}>
      <PageTitle>Accessibility statement</PageTitle>

      <Section
        id="accessibility-portal"
        title={`Accessibility statement for the ${config.clubName} members' portal`}
      >
        <Text>
          {`This statement is about the ${config.clubName} members' portal, where members renew, keep their details and cars, and register for events.`}
        </Text>
      </Section>

      <Section id="accessibility-using" title="Using this website">
        <Text>
          {`The ${config.clubName} runs this website. We want as many people as possible to be able to use it. For example, you should be able to:`}
        </Text>
        <List spacing="xs">
          <List.Item>zoom in to 200% without losing any words or buttons</List.Item>
          <List.Item>
            zoom in to 400%, with the page fitting the screen so you never scroll sideways
          </List.Item>
          <List.Item>use every page with a keyboard alone, without a mouse</List.Item>
          <List.Item>listen to the pages with a screen reader</List.Item>
          <List.Item>
            make the text larger in your browser or phone settings and still read every page
          </List.Item>
          <List.Item>use the portal on a phone as narrow as 375 pixels, as well as on a computer</List.Item>
        </List>
        <Text>We have also written the pages in words that are as plain as we can make them.</Text>
      </Section>

      <Section id="accessibility-how" title="How accessible this website is">
        {compliant ? (
          <Text>
            Our automated checks found no accessibility problems on the pages they checked. They cannot find
            every problem, so if something does not work for you, please tell us.
          </Text>
        ) : (
          <>
            <Text>
              We know some parts of this website are not fully accessible. Our checks found problems on:
            </Text>
            <List spacing="xs">
              {pagesWithProblems.map((page) => (
                <List.Item key={page.route}>{page.route}</List.Item>
              ))}
            </List>
          </>
        )}
      </Section>

      <Section id="accessibility-feedback" title="Feedback and contact information">
        <Text>
          If you need something from this website in another way, such as in large print or read to you over
          the telephone, or if you need help using it, contact the club office:
        </Text>
        <OfficeContact />
        <Text>The office will get back to you as soon as it can.</Text>
      </Section>

      <Section id="accessibility-reporting" title="Reporting accessibility problems with this website">
        <Text>
          We are always looking to make this website easier to use. If you find a problem that is not listed
          on this page, or you think we are not meeting the accessibility requirements, please tell the club
          office:
        </Text>
        <OfficeContact />
      </Section>

      <Section id="accessibility-enforcement" title="Enforcement procedure">
        <Text>
          If you tell us about a problem and you are not happy with our reply, you can contact the body that
          enforces the accessibility law where you live.
        </Text>
      </Section>

      <Section id="accessibility-technical" title="Technical information about this website's accessibility">
        <Text>{`The ${config.clubName} is committed to making its members' portal accessible.`}</Text>

        <Section id="accessibility-compliance" title="Compliance status" order={3}>
          <Text>
            {compliant
              ? `This website is fully compliant with ${standardInWords}.`
              : `This website is partially compliant with ${standardInWords}, because of the problems listed below.`}
          </Text>
        </Section>

        <Section id="accessibility-non-accessible" title="Non-accessible content" order={3}>
          {compliant ? (
            <Text>
              Our automated checks found no problems. Automated checks do not find every problem, so if you
              meet one, please report it to the club office as explained above.
            </Text>
          ) : (
            <>
              <Text>These pages do not yet meet the standard, for these reasons:</Text>
              <List spacing="xs">
                {pagesWithProblems.map((page) => (
                  <List.Item key={page.route}>
                    <Text span fw={700} style={{ overflowWrap: "anywhere" }}>
                      {page.route}
                    </Text>
                    {`: ${page.problems.join("; ")}`}
                  </List.Item>
                ))}
              </List>
            </>
          )}
        </Section>

        <Section id="accessibility-testing" title="How we tested this website" order={3}>
          <Text>
            {`The club's automated end-to-end tests open the pages as a visitor, a member or the office would, and check each one with axe-core ${results.axeCoreVersion}, an accessibility testing tool, against ${results.standard}.`}
          </Text>
          <Text>
            {`They checked ${counted(results.counts.pages, "page", "pages")} and ${counted(results.counts.states, "state", "states")} (a page with a dialog open) at ${widthsInWords(allWidths)} wide:`}
          </Text>
          <List spacing="xs">
            {pages.map((page) => (
              <CheckedPageItem key={page.route} page={page} />
            ))}
          </List>
        </Section>
      </Section>

      <Section id="accessibility-preparation" title="Preparation of this accessibility statement">
        <Text>
          {`This statement was prepared on ${spelledDay(results.preparedOn)}. It was last reviewed on ${spelledDay(results.reviewedOn)}.`}
        </Text>
      </Section>
    </Stack>
  );
}
