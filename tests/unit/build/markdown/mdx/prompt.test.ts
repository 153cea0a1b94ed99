import { describe, expect, it } from 'vitest';
import { renderBuiltIn as render } from './render-built-in';

describe('<Prompt>', () => {
  it('shows the eyebrow, title, description and the prompt as a plain-text block with a copy button', async () => {
    const page = await render('<Prompt title="Start" description="Paste it." prompt={`Create a site.\nRun it.`} />');
    expect(page.errors).toEqual([]);
    expect(page.html).toMatch(
      /^<div class="prompt"><p class="prompt-eyebrow">For your Agent<\/p><p class="prompt-title">Start<\/p><p class="prompt-description">Paste it.<\/p><div class="code-block language-text" data-lang="text"><button type="button" class="code-copy" aria-label="Copy code"><\/button>/,
    );
    expect(page.text).toContain('Create a site.\nRun it.');
  });

  it('titles itself in the page language when no title is given, and frames MDX children when custom', async () => {
    expect((await render('<Prompt prompt="x" />', 'zh')).html).toContain(
      '<p class="prompt-eyebrow">给你的 Agent</p><p class="prompt-title">Agent Prompt</p>',
    );
    expect((await render('<Prompt custom>\n\n**hello** world\n\n</Prompt>')).html).toBe(
      '<div class="prompt"><p class="prompt-eyebrow">For your Agent</p><p><strong>hello</strong> world</p></div>',
    );
  });

  it('shows a prompt written as its children under its title', async () => {
    const page = await render('<Prompt description="For docs.">\n\nYou are a **writer**.\n\n</Prompt>');
    expect(page.errors).toEqual([]);
    expect(page.html).toBe(
      '<div class="prompt"><p class="prompt-eyebrow">For your Agent</p><p class="prompt-title">Agent Prompt</p><p class="prompt-description">For docs.</p><div class="prompt-body"><p>You are a <strong>writer</strong>.</p></div></div>',
    );
  });

  it('reports a prompt with neither text nor children', async () => {
    expect((await render('<Prompt title="T" />')).errors).toEqual([
      { line: 3, message: '<Prompt> needs a "prompt", or its text as children (or "custom" with children)' },
    ]);
  });
});
