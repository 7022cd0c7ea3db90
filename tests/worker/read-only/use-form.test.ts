import type { SubmissionResult } from "@conform-to/dom";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { getFormProps, useForm } from "~/forms/use-form";
import { i18nFor } from "~/i18n/catalogue.server";
import { I18nProvider } from "~/i18n/i18n";
import { ErrorList, Field } from "~/ui/forms";

type ProbeFields = { email: string; items: { amount: string }[] };

/** A form drawn with the kit from the action's answer, as every form of the site is. */
function Probe({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm<ProbeFields>({
    id: "probe",
    lastResult,
    defaultValue: { email: "amira@example.com", items: [{ amount: 1200 }, { amount: 300 }] },
    constraint: { email: { required: true, maxLength: 254 }, "items[].amount": { pattern: "[0-9]+" } },
  });
  return createElement(
    "form",
    getFormProps(form),
    createElement(ErrorList, { id: form.errorId, errors: form.errors }),
    createElement(Field, { meta: fields.email, label: "Email" }),
    ...fields.items
      .getFieldList()
      .map((row) => createElement(Field, { key: row.name, meta: row.getFieldset<"amount">().amount, label: "Amount" })),
  );
}

const render = (lastResult?: SubmissionResult<string[]>) => {
  const Stub = createRoutesStub([{ path: "/", Component: () => createElement(Probe, { lastResult }) }]);
  return renderToString(createElement(I18nProvider, { value: i18nFor("en") }, createElement(Stub)));
};

describe("the forms kit's useForm", () => {
  it("draws the defaults with the schema's constraints and leaves the browser's own checks off", () => {
    const html = render();
    expect(html).toMatch(/<form id="probe" novalidate="">/i);
    expect(html).toMatch(/<input[^>]*name="email"[^>]*required=""[^>]*maxLength="254"|<input[^>]*maxLength="254"[^>]*name="email"/);
    expect(html).toContain('id="probe-email"');
    expect(html).toContain('value="amira@example.com"');
    expect(html).toMatch(/name="items\[0\]\.amount"[^>]*pattern="\[0-9\]\+"|pattern="\[0-9\]\+"[^>]*name="items\[0\]\.amount"/);
    expect(html).toContain('value="1200"');
    expect(html).toContain('value="300"');
    expect(html).not.toContain("aria-invalid");
  });

  it("shows what was posted and each message next to its field after a refused post", () => {
    const html = render({
      status: "error",
      initialValue: { email: "amira@", items: [{ amount: "twelve" }] },
      error: { email: ["Please enter a valid email address"], "items[0].amount": ["Enter an amount"], "": ["Check the form"] },
    });
    expect(html).toContain('value="amira@"');
    expect(html).toContain('value="twelve"');
    expect(html).not.toContain('value="300"');
    expect(html).toContain('<p id="probe-email-error"');
    expect(html).toContain("Please enter a valid email address");
    expect(html).toContain("Enter an amount");
    expect(html).toMatch(/aria-invalid="true"/);
    expect(html).toMatch(/<form id="probe" novalidate="" aria-describedby="probe-error">/i);
    expect(html).toContain("Check the form");
  });

  it("starts again from the defaults, without messages, after a successful post that resets the form", () => {
    const html = render({ status: "success", initialValue: null, error: { email: ["stale"] } } as SubmissionResult<string[]>);
    expect(html).toContain('value="amira@example.com"');
    expect(html).toContain('value="300"');
    expect(html).not.toContain("stale");
    expect(html).not.toContain("aria-invalid");
  });
});
