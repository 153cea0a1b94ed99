/**
 * Questions readers type, in English, each with the page that answers it (written from content/):
 * filler words ("how do I"), other word forms than the page's ("configuring" / "configuration"),
 * and answers in other words than the question. `expected` names the one obvious answer first (and
 * the runner-up where there is one); `why` says why it ranks there.
 */
import type { RankingCase } from './ranking-case';

export const englishQuestions: RankingCase[] = [
  {
    query: 'which node version do I need',
    expected: ['/guide/start/environment'],
    why: 'heading Node.js Environment; its description names the Node.js version Esmx requires',
  },
  {
    query: 'how do I create a new project',
    expected: ['/guide/start/getting-started'],
    why: 'heading Create a Project (project, create); filler words how/do/I/a aside',
  },
  {
    query: 'what browsers are supported',
    expected: ['/guide/start/environment'],
    why: 'heading Browser Compatibility, "browsers" in its description; supported only in its text',
  },
  {
    query: 'how to start the development server',
    expected: ['/guide/start/getting-started'],
    why: 'heading Start the Development Server',
  },
  {
    query: 'how do I build for production',
    expected: ['/guide/start/getting-started'],
    why: 'heading Production Build; "build it for production" in its description',
  },
  {
    query: 'what is an import map',
    expected: ['/guide/start/glossary'],
    why: 'glossary heading Import Maps: the plural meets the singular through the stem',
  },
  {
    query: 'what is module linking',
    expected: ['/guide/essentials/module-linking'],
    why: 'the title is the question without its filler',
  },
  {
    query: 'configuring path aliases in typescript',
    expected: ['/guide/essentials/alias'],
    why: 'title Path Alias, headings tsconfig.json Configuration and Configuration Instructions: configuring and aliases meet configuration and alias by stem',
  },
  {
    query: 'how to deploy under a sub directory',
    expected: ['/guide/essentials/base-path'],
    why: 'heading Secondary Directory Deployment: deploy meets Deployment by stem',
  },
  {
    query: 'change the base path per request',
    expected: ['/guide/essentials/base-path'],
    why: 'title Base Path; its description says per request',
  },
  {
    query: 'render pages only in the browser',
    expected: ['/guide/essentials/csr'],
    why: 'the description of Client-Side Rendering: render pages in the browser only',
  },
  {
    query: 'generate a static index.html',
    expected: ['/guide/essentials/csr'],
    why: 'heading Static HTML Generation and "a static index.html" in its description',
  },
  {
    query: 'how are scripts injected into the html',
    expected: ['/guide/essentials/render-context'],
    why: 'headings Resource Injection and Resource Injection Order; injected meets injects/injection by stem',
  },
  {
    query: 'in what order are resources injected',
    expected: ['/guide/essentials/render-context'],
    why: 'heading Resource Injection Order holds every meaningful word',
  },
  {
    query: 'use vue 2 and vue 3 together',
    expected: ['/api/app/rspack-vue', '/guide/essentials/rspack'],
    why: 'the description of @esmx/rspack-vue names Vue 2 and Vue 3; the Rspack guide has Vue 3 and Vue 2.7 headings',
  },
  {
    query: 'how to add an express middleware',
    expected: ['/api/core/app'],
    why: 'App has a middleware member heading; the others mention it in passing',
  },
  {
    query: 'what does the manifest file contain',
    expected: ['/api/core/manifest-json'],
    why: 'title ManifestJson, "the manifest.json file" in its description',
  },
  {
    query: 'pack the build into a tgz archive',
    expected: ['/api/core/pack-config'],
    why: 'the description of PackConfig: turns a build into an npm-style .tgz archive',
  },
  {
    query: 'run code before packing',
    expected: ['/api/core/pack-config'],
    why: 'hook heading onBefore (the before hump), packing meets pack by stem',
  },
  {
    query: 'why was esmx created',
    expected: ['/guide/start/introduction'],
    why: 'heading Why Do We Need Esmx? and the description: which problems it was built to solve',
    miss: 'Esmx is in every page and why/was are stop words: created alone points nowhere in particular',
  },
  {
    query: 'what are the design principles',
    expected: ['/guide/start/introduction'],
    why: 'heading Core Principles; "design principles" in its description',
  },
  {
    query: 'the history of the framework',
    expected: ['/blog/birth-of-esmx'],
    why: 'answered in other words: the article title says The Evolution of Esmx Micro-Frontend Framework',
  },
  {
    query: 'what went wrong when running create-esmx',
    expected: ['/guide/start/getting-started'],
    why: 'the Quick Start runs create-esmx and has a Troubleshooting heading',
  },
  {
    query: 'verify my module wiring',
    expected: ['/guide/essentials/module-linking'],
    why: 'heading Verify your wiring: esmx validate',
  },
  {
    query: 'how do bare imports map to linked modules',
    expected: ['/api/core/module-config'],
    why: 'the description of ModuleConfig: how bare imports are mapped to the modules you link to',
  },
  {
    query: 'builders for html apps',
    expected: ['/guide/essentials/rspack'],
    why: 'heading Builders and its HTML heading; the description names ready-made builders for HTML',
  },
];
