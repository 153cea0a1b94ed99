import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundledLanguagesInfo } from 'shiki';
import { describe, expect, it } from 'vitest';
import { listPages } from '../../../../src/build/content';
import {
  createCodeHighlighter,
  ENGINE,
  grammarFor,
  LANGUAGES,
  MAX_COLOURED_LINE,
} from '../../../../src/build/markdown/highlighter';

/** A short sample of each shipped language, touching its common constructs. */
const SAMPLES: Record<string, string> = {
  typescript: 'import { a } from "b";\nexport const x: Map<string, number> = new Map(); // note\n',
  tsx: 'export const App = ({ n }: { n: number }) => <div className="a">{n * 2}</div>;\n',
  javascript: 'const re = /a+b/g;\nasync function f() { return [`t`, await g()].join(" "); }\n',
  jsx: 'const el = <Button onClick={() => go(1)}>Go</Button>;\n',
  json: '{ "name": "esmx", "n": 1.5, "list": [true, null] }\n',
  shellscript: 'npm install -D esmx # comment\nexport PORT=8080 && echo "$PORT"\n',
  html: '<!doctype html><div class="a" data-x=\'1\'>&amp;<script>let a = 1;</script></div>\n',
  css: '.a > b:hover { color: #fff; margin: calc(1px + 2em) !important; }\n',
  vue: '<template><p :title="t">{{ msg }}</p></template>\n<script setup lang="ts">\nconst msg = ref("hi");\n</script>\n',
  yaml: 'name: esmx\nlist:\n  - a: 1\n    b: "two" # comment\n',
  markdown: '# Title\n\nSome *text* with `code` and a [link](./a.md).\n\n```ts\nconst a = 1;\n```\n',
  diff: '--- a/file\n+++ b/file\n@@ -1 +1 @@\n-old\n+new\n',
  mdx: 'import { Tabs } from \'@theme\';\n\n# Title\n\n<Tabs groupId="a">{props.n * 2}</Tabs>\n',
  jsonc: '{\n  // a comment\n  "a": [1, "two"], /* more */\n}\n',
  json5: "{ unquoted: 'single', trailing: [1, 2,], hex: 0xff, }\n",
  toml: '[package]\nname = "esmx"\nversion = "1.0.0" # comment\n[[bin]]\npath = \'src/main.rs\'\n',
  ini: '; comment\n[section]\nkey = value\nother.key=1\n',
  scss: '$gap: 8px;\n.a { &:hover { margin: $gap * 2; } @include m(1); }\n',
  less: '@gap: 8px;\n.a { .b; &:hover { margin: (@gap * 2); } }\n',
  xml: '<?xml version="1.0"?>\n<root a="1"><!-- c --><child>text &amp; more</child></root>\n',
  graphql: 'query Page($id: ID!) {\n  page(id: $id) { title ...Fields }\n}\n',
  sql: "SELECT a, COUNT(*) FROM pages WHERE lang = 'en' GROUP BY a; -- comment\n",
  docker: 'FROM node:20-alpine\nWORKDIR /app\nCOPY . .\nRUN npm ci && npm run build\nCMD ["node", "dist"]\n',
  python: 'def build(pages: list[str]) -> int:\n    """Doc."""\n    return len([p for p in pages if p])  # comment\n',
  go: 'package main\n\nfunc main() {\n\tx := map[string]int{"a": 1}\n\tfmt.Println(x) // comment\n}\n',
  rust: 'fn main() {\n    let v: Vec<u8> = vec![1, 2];\n    println!("{:?}", v); // comment\n}\n',
  java: 'public class App {\n  public static void main(String[] args) { System.out.println("hi"); }\n}\n',
  c: '#include <stdio.h>\nint main(void) { printf("%d\\n", 42); return 0; } /* c */\n',
  cpp: 'template <typename T> T twice(T v) { return v * 2; }\nstd::vector<int> xs{1, 2}; // note\n',
  csharp: 'public record Page(string Title);\nvar pages = new List<Page> { new("A") }; // note\n',
  kotlin: 'data class Page(val title: String)\nfun main() = println(listOf(Page("A")).map { it.title })\n',
  swift: 'struct Page { let title: String }\nlet pages = [Page(title: "A")] // note\nprint(pages.count)\n',
  dart: 'class Page { final String title; Page(this.title); }\nvoid main() => print([Page("A")].length);\n',
  php: '<?php\nfunction title(array $page): string { return $page["title"] ?? "none"; } // note\n',
  ruby: 'class Page\n  attr_reader :title\n  def initialize(title) = @title = title # note\nend\n',
  lua: 'local pages = { "a", "b" }\nfor i, p in ipairs(pages) do print(i, p) end -- note\n',
  powershell: '$pages = Get-ChildItem -Path ./docs -Filter *.md # note\nWrite-Host $pages.Count\n',
  bat: '@echo off\nset PORT=8080\nREM note\nif exist docs (echo %PORT%)\n',
  make: 'build: docs\n\tnpx esmx-docs build $(DOCS) # note\n.PHONY: build\n',
  nginx: 'server {\n  listen 80;\n  location / { try_files $uri $uri.html =404; } # note\n}\n',
  proto: 'syntax = "proto3";\nmessage Page { string title = 1; repeated string tags = 2; }\n',
  gherkin:
    'Feature: Search\n  Scenario: a match\n    Given the docs are built\n    When I type "esmx"\n    Then I see "Esmx"\n',
  log: '2026-12-05 10:00:01 INFO build started\n2026-12-05 10:00:04 ERROR cannot read docs/a.md\n',
  'objective-c': '@interface Page : NSObject\n@property NSString *title;\n@end\nNSLog(@"%@", page.title); // note\n',
  groovy: 'def pages = ["a", "b"]\npages.each { println "page: " + it } // note\n',
  scala: 'case class Page(title: String)\nval pages = List(Page("A")).map(_.title) // note\n',
  r: 'pages <- c("a", "b")\nfor (p in pages) print(paste("page", p)) # note\n',
  perl: 'my @pages = ("a", "b");\nforeach my $p (@pages) { print "$p\\n"; } # note\n',
  haskell: 'data Page = Page { title :: String }\nmain = mapM_ (putStrLn . title) [Page "A"] -- note\n',
  elixir: 'defmodule Pages do\n  def titles(pages), do: Enum.map(pages, & &1.title) # note\nend\n',
  erlang: '-module(pages).\n-export([count/1]).\ncount(Pages) -> length(Pages). % note\n',
  clojure: '(defn titles [pages] (map :title pages)) ; note\n(println (titles [{:title "A"}]))\n',
  ocaml: 'type page = { title : string }\nlet () = print_endline { title = "A" }.title (* note *)\n',
  fsharp: 'type Page = { Title: string }\nlet titles = [ { Title = "A" } ] |> List.map (fun p -> p.Title) // note\n',
  julia: 'struct Page\n  title::String\nend\nprintln(map(p -> p.title, [Page("A")])) # note\n',
  zig: 'const std = @import("std");\npub fn main() void { std.debug.print("{d}\\n", .{42}); } // note\n',
  latex: '\\documentclass{article}\n\\begin{document}\n$E = mc^2$ % note\n\\end{document}\n',
  cmake: 'cmake_minimum_required(VERSION 3.20)\nproject(docs)\nadd_executable(app main.c) # note\n',
  hcl: 'variable "region" {\n  default = "eu-west-1" # note\n}\n',
  terraform: 'resource "aws_s3_bucket" "docs" {\n  bucket = "esmx-docs" # note\n}\n',
  solidity: 'pragma solidity ^0.8.0;\ncontract Pages { uint public count = 1; } // note\n',
  http: 'GET /docs/index.html HTTP/1.1\nHost: example.com\nAccept: text/html\n',
  regexp: '^(?<year>\\d{4})-(\\d{2})-\\d{2}[a-z]+?$',
  csv: 'title,lang,words\nGuide,en,1200\n"Search, in depth",zh,800\n',
  tsv: 'title\tlang\twords\nGuide\ten\t1200\nSearch\tzh\t800\n',
  matlab: 'pages = {"a", "b"};\nfor i = 1:numel(pages)\n  disp(pages{i}) % note\nend\n',
  nix: '{ pkgs ? import <nixpkgs> {} }:\npkgs.mkShell { buildInputs = [ pkgs.nodejs ]; } # note\n',
  prisma: 'model Page {\n  id    Int    @id @default(autoincrement())\n  title String // note\n}\n',
  svelte: '<script lang="ts">\n  let count = 0;\n</script>\n<button on:click={() => count++}>{count}</button>\n',
  astro: '---\nconst title = "Docs";\n---\n<h1 class="a">{title}</h1>\n',
  handlebars: '<ul>{{#each pages}}<li>{{title}}</li>{{/each}}</ul> {{!-- note --}}\n',
  pug: 'ul.pages\n  each page in pages\n    li= page.title\n//- note\n',
  stylus: '$gap = 8px\n.a\n  margin $gap * 2 // note\n',
  sass: '$gap: 8px\n.a\n  margin: $gap * 2\n  &:hover\n    color: red\n',
  shellsession: '$ npm run build\n> esmx-docs build\nbuilt 12 pages\n',
  wasm: '(module\n  (func $add (param i32 i32) (result i32)\n    local.get 0 local.get 1 i32.add) ;; note\n)\n',
  coffee: 'titles = (page.title for page in pages) # note\nconsole.log titles\n',
  glsl: 'uniform vec3 color;\nvoid main() { gl_FragColor = vec4(color, 1.0); } // note\n',
  dotenv: '# note\nPORT=8080\nSITE_URL="https://example.com"\n',
  fish: 'set -x PORT 8080 # note\nfor p in docs/*.md; echo $p; end\n',
  asm: 'section .text\nglobal _start\n_start:\n  mov eax, 1 ; note\n  int 0x80\n',
  mermaid: 'graph TD\n  A[Write] --> B{Build}\n  B -->|ok| C[Deploy]\n',
  postcss: '@custom-media --small (width < 40em);\n.a { color: color-mix(in srgb, red 50%, blue); } /* note */\n',
};

/** Every fenced block of content/: [label, code]. */
function siteBlocks(): [string, string][] {
  const blocks: [string, string][] = [];
  const content = join(import.meta.dirname, '../../../../content');
  for (const lang of ['en', 'zh']) {
    for (const file of listPages(content, lang).files) {
      const text = readFileSync(join(content, lang, file), 'utf8');
      for (const m of text.matchAll(/^```(\w*)[^\n]*\n([\s\S]*?)^```/gm)) blocks.push([m[1] || 'text', m[2]]);
    }
  }
  return blocks;
}

describe('the regex engines', () => {
  const oniguruma = createCodeHighlighter('oniguruma');
  const javascript = createCodeHighlighter('javascript');

  it('has a sample of every shipped language', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)('colour %s identically', async (lang) => {
    const expected = await oniguruma(SAMPLES[lang], lang);
    expect(expected).toContain('--shiki-dark');
    expect(await javascript(SAMPLES[lang], lang)).toEqual(expected);
  });

  it("colour every code block of the site's content identically", async () => {
    const blocks = siteBlocks();
    expect(new Set(blocks.map(([label]) => grammarFor(label))).size).toBeGreaterThan(3);
    for (const [label, code] of blocks) {
      expect(await javascript(code, label), `${label}: ${code.slice(0, 60)}`).toEqual(await oniguruma(code, label));
    }
  });
});

describe('the fence labels', () => {
  it("name each shipped language by its id and by every alias shiki's own list gives it", () => {
    const shipped = bundledLanguagesInfo.filter((info) => (LANGUAGES as string[]).includes(info.id));
    expect(shipped.map((info) => info.id).sort()).toEqual([...LANGUAGES].sort());
    for (const info of shipped)
      for (const label of [info.id, ...(info.aliases ?? [])]) expect(grammarFor(label), label).toBe(info.id);
  });

  it('show any other language, and no language, as plain text', () => {
    for (const label of ['cobol', 'fortran', 'text', '', 'tsx2', 'COBOL'])
      expect(grammarFor(label), label).toBe('text');
  });
});

describe('a very long line', () => {
  const highlight = createCodeHighlighter(ENGINE);

  it('is shown uncoloured past MAX_COLOURED_LINE characters, the lines around it coloured', async () => {
    const long = `var a = ${'1 + '.repeat(MAX_COLOURED_LINE / 4)}1;`;
    const html = await highlight(`const before = 1;\n${long}\nconst after = 2;`, 'js');
    const lines = html.match(/<span class="line">.*?(?=<span class="line">|<\/code>)/gs) ?? [];
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(`<span class="line"><span>${long}</span></span>\n`);
    for (const around of [lines[0], lines[2]]) expect(around).toMatch(/<span style="color:#cf222e[^"]*">const<\/span>/);
  });

  it('is coloured up to that length', async () => {
    const long = `var a = ${'1 + '.repeat(MAX_COLOURED_LINE / 4 - 10)}1;`;
    expect(long.length).toBeLessThan(MAX_COLOURED_LINE);
    const html = await highlight(`${long}\n`, 'js');
    expect(html).toMatch(/<span style="color:#cf222e[^"]*">var<\/span>/);
  });
});
