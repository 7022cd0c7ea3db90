/**
 * Worker code keeps nothing at module scope that holds a promise: an isolate serves many requests, and Workers
 * cancel a request's I/O when its visitor leaves, so a request awaiting a promise another request began may never
 * resume (Cloudflare's "script will never generate a response", cross-request promises). Keep the settled value
 * instead (decision 0172). A WeakMap keyed by the request itself is that request's own.
 */
/** A promise type outside function types (a function that returns a promise starts a new one each call). */
function mentionsPromise(node) {
  if (!node || typeof node !== "object") return false;
  if (node.type === "TSFunctionType" || node.type === "TSConstructorType" || node.type === "TSMethodSignature")
    return false;
  if (node.type === "TSTypeReference" && node.typeName?.type === "Identifier" && node.typeName.name === "Promise")
    return true;
  for (const [key, value] of Object.entries(node)) {
    if (key === "parent") continue;
    if (Array.isArray(value) ? value.some(mentionsPromise) : mentionsPromise(value)) return true;
  }
  return false;
}

function keptAcrossRequests(declarator) {
  if (mentionsPromise(declarator.id.typeAnnotation)) return true;
  const init = declarator.init;
  if (init?.type !== "NewExpression" || (init.callee.type === "Identifier" && init.callee.name === "WeakMap"))
    return false;
  return mentionsPromise(init.typeArguments ?? init.typeParameters);
}

export const noSharedPromise = {
  meta: {
    type: "problem",
    docs: { description: "No promise kept at module scope in worker code, where it would be shared across requests." },
    schema: [],
  },
  create(context) {
    return {
      "Program > VariableDeclaration > VariableDeclarator, Program > ExportNamedDeclaration > VariableDeclaration > VariableDeclarator"(
        declarator,
      ) {
        if (!keptAcrossRequests(declarator)) return;
        context.report({
          node: declarator,
          message:
            "A promise at module scope is shared by every request of the isolate; one request awaiting another's may never resume. Keep the settled value.",
        });
      },
    };
  },
};
