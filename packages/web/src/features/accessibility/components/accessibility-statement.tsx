import type { AccessibilityResults, CheckedPage } from "@club/domain/accessibility-results";
import { spelledDay } from "@club/domain/days";
import { Anchor, List, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { PageTitle } from "../../../components/page-title.tsx";
import { useSiteConfig } from "../../../lib/site-config-context.tsx";

// Issue 30: the accessibility statement in the shape of GOV.UK's template, its findings worked out from the
// end-to-end suite's axe checks (the results the page is given), never written by hand. Plain words: many members
// are past 65. Issue 40: automated checks alone never make the portal "fully compliant": until people have tested it
// (a manual audit), the statement uses GOV.UK's wording for partial compliance and says what was not tested.

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

/** "WCAG 2.2 AA" as GOV.UK's template names it: "the Web Content Accessibility Guidelines version 2.2 AA standard". */
function standardInWords(standard: string): string {
  const parts = /^WCAG\s+([\d.]+)\s+(A{1,3})$/.exec(standard.trim());
  return parts
    ? `the Web Content Accessibility Guidelines version ${parts[1]} ${parts[2]} standard`
    : `the Web Content Accessibility Guidelines (${standard})`;
}

/** What no automated check can tell, and no person has yet tried on the portal. */
const notTestedByPeople = [
  "using every page with a screen reader (such as JAWS, NVDA or VoiceOver) from start to finish",
  "using every page with a keyboard alone, or with voice control",
  "zooming in to 400% and making the text larger on every page",
  "whether the words and the order of each task are easy to follow",
];

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
  const foundNothing = pagesWithProblems.length === 0;
  const standard = standardInWords(results.standard);
  const allWidths = unique(pages.flatMap((page) => page.widths));
  const narrowest = Math.min(...allWidths);
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
          <List.Item>
            {`use the portal on a phone as narrow as ${narrowest} pixels, as well as on a computer`}
          </List.Item>
        </List>
        <Text>We have also written the pages in words that are as plain as we can make them.</Text>
      </Section>

      <Section id="accessibility-how" title="How accessible this website is">
        {foundNothing ? (
          <Text>
            Our automated checks found no accessibility problems on the pages they checked. Automated checks
            cannot find every problem, and no person has yet tested the portal with a screen reader or a
            keyboard alone, so some parts may still be hard to use. If something does not work for you, please
            tell us.
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
            <Text>No person has yet tested the portal with a screen reader or a keyboard alone.</Text>
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
            {`This website is partially compliant with ${standard}, due to the non-compliances listed below.`}
          </Text>
          <Text>
            Our checks are automated. Until people have tested the portal (a manual audit), we do not claim
            that it meets the standard in full.
          </Text>
        </Section>

        <Section id="accessibility-non-accessible" title="Non-accessible content" order={3}>
          <Text>
            The content listed below is non-accessible, or not yet known to be accessible, for these reasons.
          </Text>
          {foundNothing ? (
            <Text>Our automated checks found no problems on the pages they checked.</Text>
          ) : (
            <>
              <Text>These pages do not yet meet the standard:</Text>
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
          <Text>No person has yet tested, on any page:</Text>
          <List spacing="xs" aria-label="Not yet tested by people">
            {notTestedByPeople.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
          <Text>
            If you meet a problem with any of these, please report it to the club office as explained above.
          </Text>
        </Section>

        <Section id="accessibility-testing" title="How we tested this website" order={3}>
          <Text>
            {`The club's automated end-to-end tests walk through every task (the journeys) as a visitor, a member or the office would. On each page they reach, they run two checks: axe-core ${results.axeCoreVersion}, an accessibility testing tool, against ${results.standard}; and a check that the words of every button and link fit inside it and every icon shows against its background.`}
          </Text>
          <Text>
            {`They checked ${counted(results.counts.pages, "page", "pages")} and ${counted(results.counts.states, "state", "states")} (a page with a dialog open) at ${widthsInWords(allWidths)} wide:`}
          </Text>
          <List spacing="xs">
            {pages.map((page) => (
              <CheckedPageItem key={page.route} page={page} />
            ))}
          </List>
          <Text>
            People have not yet tested the portal: there has been no manual audit. We will add its findings
            here when there is one.
          </Text>
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
