/**
 * The rules of HTML that the outside checker (the W3C's Nu validator) found broken on our pages, checked on a
 * page's markup with the Worker's own HTML parser (HTMLRewriter): html-validate, tried for this, knows only the
 * second of them. Each problem reads `<element id> what is wrong`.
 */

// The input types that may carry `pattern`, `minlength` and `maxlength` (HTML, "Do not apply" tables of <input>).
const textInputTypes = new Set(["text", "search", "url", "tel", "email", "password"]);

const describe = (element: Element) =>
  `<${element.tagName}${element.getAttribute("type") ? ` type="${element.getAttribute("type")}"` : ""} id="${element.getAttribute("id") ?? ""}" name="${element.getAttribute("name") ?? ""}">`;

export async function markupProblems(html: string): Promise<string[]> {
  const problems: string[] = [];
  // A required select must start with its placeholder: an <option> child with an empty value.
  let requiredSelect: { element: string; first: boolean } | null = null;
  const rewriter = new HTMLRewriter()
    .on("input, textarea, select", {
      element(element) {
        const tag = element.tagName;
        const type = (element.getAttribute("type") ?? "text").toLowerCase();
        const takesLengths = tag === "textarea" || (tag === "input" && textInputTypes.has(type));
        const takesPattern = tag === "input" && textInputTypes.has(type);
        for (const attribute of ["minlength", "maxlength"])
          if (element.hasAttribute(attribute) && !takesLengths) problems.push(`${describe(element)} has ${attribute}`);
        if (element.hasAttribute("pattern") && !takesPattern) problems.push(`${describe(element)} has pattern`);
        const size = Number(element.getAttribute("size") ?? "1");
        if (tag === "select" && element.hasAttribute("required") && !element.hasAttribute("multiple") && size <= 1) {
          requiredSelect = { element: describe(element), first: true };
          element.onEndTag(() => {
            requiredSelect = null;
          });
        }
      },
    })
    .on("select > *", {
      element(child) {
        if (!requiredSelect?.first) return;
        requiredSelect.first = false;
        if (child.tagName !== "option" || child.getAttribute("value") !== "")
          problems.push(`${requiredSelect.element} is required and its first choice is not an empty placeholder`);
      },
    })
    .on("label[aria-hidden]", {
      element(element) {
        problems.push(`<label for="${element.getAttribute("for") ?? ""}"> has aria-hidden`);
      },
    });
  await rewriter.transform(new Response(html)).text();
  return problems;
}
