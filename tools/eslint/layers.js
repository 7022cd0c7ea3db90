/**
 * The layer map of docs/architecture.md, kept by ESLint: `nilecare/layers` refuses an import that
 * points up the map (or a route's direct use of the D1 client), `nilecare/no-cycle` refuses an
 * import that closes a cycle. Both resolve `~/`, `~content/` and relative paths the way
 * tsconfig.cloudflare.json does; type-only imports count, because they tangle modules just the same.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { noSharedPromise } from "./isolate-state.js";

const root = resolve(import.meta.dirname, "../..");
const extensions = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

/** The repository path (`app/db/schema.ts`) an import names, or null for a package or a non-module file. */
function resolveImport(fromFile, specifier) {
  let base;
  if (specifier.startsWith("~/")) base = join(root, "app", specifier.slice(2));
  else if (specifier.startsWith("~content/")) base = join(root, "content", specifier.slice(9));
  else if (specifier.startsWith(".")) base = resolve(dirname(fromFile), specifier);
  else return null;
  // A route's own generated types: `./+types/<route>` lives in .react-router/types, but belongs to the route.
  if (specifier.includes("/+types/")) return relative(root, base);
  for (const ext of extensions) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return relative(root, candidate);
  }
  return null;
}

/** The layer of the longest prefix that matches (`app/db/` before `app/`), and that prefix. */
function placeOf(path, layers) {
  let best = null;
  for (const layer of layers) {
    for (const prefix of layer.paths) {
      if (path.startsWith(prefix) && prefix.length > (best?.prefix.length ?? -1)) best = { layer, prefix };
    }
  }
  return best;
}

/** Every import specifier of a source file, from its text (the cycle check reads files ESLint has not parsed yet). */
const importPattern = /(?:^|[\s;])(?:import|export)\s(?:[^'";]*?\sfrom\s)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

let graph = null;
function moduleGraph() {
  if (graph) return graph;
  graph = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) {
        const text = readFileSync(full, "utf8");
        const targets = new Set();
        for (const match of text.matchAll(importPattern)) {
          const target = resolveImport(full, match[1] ?? match[2]);
          if (target) targets.add(target);
        }
        graph.set(relative(root, full), targets);
      }
    }
  };
  walk(join(root, "app"));
  walk(join(root, "content"));
  return graph;
}

/** A path of imports from `start` back to `goal`, skipping the allowed edges, or null. */
function pathBack(start, goal, allowed) {
  const modules = moduleGraph();
  const seen = new Set([start]);
  const queue = [[start]];
  while (queue.length > 0) {
    const trail = queue.shift();
    const last = trail.at(-1);
    for (const next of modules.get(last) ?? []) {
      if (allowed.has(`${last} -> ${next}`)) continue;
      if (next === goal) return [...trail, next];
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([...trail, next]);
      }
    }
  }
  return null;
}

/** Calls `check(node, specifier)` for every import, export-from and dynamic import of a file. */
function eachImport(check) {
  const source = (node) => {
    if (node.source && typeof node.source.value === "string") check(node.source, node.source.value);
  };
  return {
    ImportDeclaration: source,
    ExportNamedDeclaration: source,
    ExportAllDeclaration: source,
    ImportExpression: source,
  };
}

const layers = {
  meta: {
    type: "problem",
    docs: {
      description:
        "Imports follow the layer map: routes → features, tier by tier → shared kits → domain, db, content, i18n. The folders of one " +
        "feature tier (`separate: true`) do not import each other.",
    },
    schema: [
      {
        type: "object",
        properties: {
          layers: { type: "array" },
          forbidden: { type: "array" },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { layers: map, forbidden = [] } = context.options[0];
    const file = relative(root, context.filename);
    const own = placeOf(file, map);
    if (!own) return {};
    return eachImport((node, specifier) => {
      const target = resolveImport(context.filename, specifier);
      if (!target) return;
      const theirs = placeOf(target, map);
      if (theirs && map.indexOf(theirs.layer) < map.indexOf(own.layer)) {
        context.report({
          node,
          message: `${own.layer.name} may not import ${theirs.layer.name} (${target}); see the layer map in docs/architecture.md.`,
        });
      } else if (theirs && theirs.layer === own.layer && own.layer.separate && theirs.prefix !== own.prefix) {
        context.report({
          node,
          message: `${own.prefix} and ${theirs.prefix} are features of one tier (${own.layer.name}): neither imports the other (${target}); move what both need down a tier.`,
        });
      }
      for (const rule of forbidden) {
        if (rule.from.some((p) => file.startsWith(p)) && target === rule.target && !(rule.except ?? []).includes(file)) {
          context.report({ node, message: rule.message });
        }
      }
    });
  },
};

const noCycle = {
  meta: {
    type: "problem",
    docs: { description: "No import cycles between the modules of app/ and content/." },
    schema: [
      {
        type: "object",
        properties: { allowedEdges: { type: "array", items: { type: "string" } } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const allowed = new Set(context.options[0]?.allowedEdges ?? []);
    const file = relative(root, context.filename);
    if (!moduleGraph().has(file)) return {};
    return eachImport((node, specifier) => {
      const target = resolveImport(context.filename, specifier);
      if (!target || allowed.has(`${file} -> ${target}`)) return;
      const back = pathBack(target, file, allowed);
      if (back) context.report({ node, message: `Import cycle: ${[file, ...back].join(" → ")}` });
    });
  },
};

export default { meta: { name: "nilecare" }, rules: { layers, "no-cycle": noCycle, "no-shared-promise": noSharedPromise } };
