import { baptismBody } from "../server/modules/bookings/fixtures.ts";
import { decodeMail, expect, mailbox, test } from "./fixtures.ts";
import { baptismSlot, logInAsAdmin, member } from "./people.ts";

const imgPayload = '<img src=x onerror="window.__xss=1">';
const scriptPayload = "<script>window.__xss=2</script>";

test("stored script payloads show as text on the family's and the office's pages, in e-mails and in the CSV", async ({
  page,
  browser,
}) => {
  const slot = await baptismSlot(page, await logInAsAdmin(page));

  const family = await member(browser, "en", `=HYPERLINK("http://evil.example") ${imgPayload}`);
  const body = baptismBody(slot.id);
  body.child.firstName = scriptPayload;
  const booked = await family.page.request.post("/api/baptism-booking", {
    data: body,
    headers: family.headers,
  });
  expect(booked.status(), await booked.text()).toBe(201);

  // The family's dashboard.
  await family.page.goto("/en/dashboard");
  await expect(
    family.page.getByText(scriptPayload, { exact: false }).filter({ visible: true }).first(),
  ).toBeVisible();
  expect(await family.page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

  // The office's lists and the booking's details.
  await page.goto("/en/admin-dashboard");
  await expect(page.getByText(imgPayload, { exact: false }).filter({ visible: true }).first()).toBeVisible();
  await page.goto(`/en/manage-bookings?q=${encodeURIComponent(family.email)}`);
  await expect(page.getByText(imgPayload, { exact: false }).filter({ visible: true }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

  // The family's e-mail, which lists what they gave, escapes the values in its HTML part.
  const received = decodeMail((await mailbox.waitFor(family.email, /window\.__xss=2/)).raw);
  const htmlPart = received.slice(received.indexOf("Content-Type: text/html"));
  expect(htmlPart).toContain("&lt;script&gt;window.__xss=2&lt;/script&gt;");
  expect(htmlPart).not.toMatch(/<script>window\.__xss|<img src=x/);

  // The CSV export starts no formula.
  const csv = await (
    await page.request.get(`/api/bookings/export.csv?q=${encodeURIComponent(family.email)}`)
  ).text();
  expect(csv).toContain("'=HYPERLINK");
  expect(csv).not.toMatch(/(^|,)"?=HYPERLINK/m);
  await family.page.context().close();
});
