import { COACH_MESSAGES, defaultClientAiConfig } from '@coaching/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import common from '../../i18n/locales/en/common.js';
import en from '../../i18n/locales/en/coach-ai-config.js';
import { apiFail, callsTo } from '../../test/fake-api.js';
import { ANN_ID, renderAiConfig } from './coach-ai-config-test-utils.js';

const PATH = `/coach/clients/${ANN_ID}/ai-config`;
const section = (name: string) => screen.getByRole('region', { name });
const topics = en.form.lists.topicBoundaries;

async function renderAnn(options: Omit<Parameters<typeof renderAiConfig>[0], 'path'> = {}) {
  const view = renderAiConfig({ path: PATH, ...options });
  await screen.findByRole('heading', { level: 1, name: 'AI configuration for Ann Doe' });
  await screen.findByRole('slider', { name: en.form.temperature });
  return view;
}

describe('ClientAiConfigPage', () => {
  it("shows the client's saved configuration, with a way back and what a change reaches", async () => {
    const saved = { ...defaultClientAiConfig(), context: 'Preparing for a promotion.', frameworks: ['grow' as const], coachingStyle: 'directive' as const };
    await renderAnn({ configs: { [ANN_ID]: saved } });

    expect(screen.getByRole('link', { name: en.client.back })).toHaveAttribute('href', '/coach/clients');
    expect(screen.getByText(en.client.liveNote.replace('{{name}}', 'Ann Doe'))).toBeInTheDocument();
    const context = within(section(en.form.sections.context)).getByRole('textbox', { name: en.form.context });
    expect(context).toHaveValue('Preparing for a promotion.');
    expect(context).toHaveAccessibleDescription(/the client never sees it/);

    const approach = section(en.form.sections.approach);
    expect(within(approach).getByRole('combobox', { name: en.form.coachingStyle })).toHaveTextContent(en.styles.directive);
    expect(within(approach).getByRole('combobox', { name: en.form.frameworks })).toHaveTextContent(common.labels.methodologies.grow);
    expect(within(approach).getByRole('combobox', { name: en.form.communicationStyle })).toHaveTextContent(en.options.communicationStyles.supportive);
    expect(within(approach).getByRole('combobox', { name: en.form.responseLength })).toHaveTextContent(en.options.responseLengths.moderate);

    const temperature = within(section(en.form.sections.model)).getByRole('slider', { name: en.form.temperature });
    expect(temperature).toHaveAttribute('aria-valuetext', '0.7');
    expect(temperature).toHaveAttribute('min', '0');
    expect(temperature).toHaveAttribute('max', '2');
    expect(temperature).toHaveAttribute('step', '0.1');
    expect(temperature).toHaveAccessibleDescription('0.1-2.0');
    const maxTokens = screen.getByRole('slider', { name: en.form.maxTokens });
    expect(maxTokens).toHaveAttribute('aria-valuetext', '2,000 tokens');
    expect(maxTokens).toHaveAttribute('step', '100');

    const goals = within(section(en.form.sections.guardrails)).getByRole('list', { name: en.form.lists.sessionGoals.title });
    expect(within(goals).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['personal growth', 'self-awareness']);
    expect(screen.getByRole('button', { name: en.form.save })).toBeDisabled();
    expect(screen.getByRole('button', { name: en.form.reset })).toBeDisabled();
  });

  it('saves a changed temperature and a new topic to stay away from, sending only what changed', async () => {
    const { user, server } = await renderAnn();
    fireEvent.change(screen.getByRole('slider', { name: en.form.temperature }), { target: { value: '1.2' } });
    const topic = screen.getByRole('textbox', { name: topics.add });
    await user.type(topic, '   {Enter}');
    await user.type(topic, '  politics  {Enter}');
    expect(within(screen.getByRole('list', { name: topics.title })).getByText('politics')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.form.save }));

    expect(await screen.findByText(en.client.saved)).toBeInTheDocument();
    expect(callsTo(server.calls, 'PUT', PATH).map((call) => call.body)).toEqual([{ config: { temperature: 1.2, guardrails: { topicBoundaries: ['politics'] } } }]);
    await waitFor(() => expect(screen.getByRole('button', { name: en.form.save })).toBeDisabled());
    expect(screen.getByRole('slider', { name: en.form.temperature })).toHaveAttribute('aria-valuetext', '1.2');
  });

  it('changes the coaching style and frameworks, and Reset puts back the last saved configuration', async () => {
    const { user, server } = await renderAnn();
    await user.click(screen.getByRole('combobox', { name: en.form.coachingStyle }));
    await user.click(await screen.findByRole('option', { name: en.styles['cognitive-behavioral'] }));
    await user.click(screen.getByRole('combobox', { name: en.form.frameworks }));
    await user.click(await screen.findByRole('option', { name: common.labels.methodologies.icf }));
    await user.keyboard('{Escape}');
    const traits = screen.getByRole('list', { name: en.form.lists.personalityTraits.title });
    await user.click(within(within(traits).getByRole('button', { name: 'empathetic' })).getByTestId('CancelIcon'));
    expect(within(traits).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: en.form.save })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: en.form.reset }));
    expect(screen.getByRole('combobox', { name: en.form.coachingStyle })).toHaveTextContent(en.styles['solution-focused']);
    expect(within(screen.getByRole('list', { name: en.form.lists.personalityTraits.title })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: en.form.save })).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: en.form.coachingStyle }));
    await user.click(await screen.findByRole('option', { name: en.styles.directive }));
    await user.click(screen.getByRole('button', { name: en.form.save }));
    await screen.findByText(en.client.saved);
    expect(callsTo(server.calls, 'PUT', PATH).map((call) => call.body)).toEqual([{ config: { coachingStyle: 'directive' } }]);
  });

  it("says 'Failed to update AI configuration' when saving fails, and keeps the changes", async () => {
    const { user } = await renderAnn({ override: (call) => (call.method === 'PUT' ? apiFail(500, 'Boom', 'INTERNAL_ERROR') : undefined) });
    await user.type(screen.getByRole('textbox', { name: topics.add }), 'politics{Enter}');
    await user.click(screen.getByRole('button', { name: en.form.save }));

    expect(await screen.findByText(COACH_MESSAGES.updateAiConfigFailed)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: topics.title })).getByText('politics')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.form.save })).toBeEnabled();
  });

  it('shows a client who is not theirs as not found, with a link back', async () => {
    renderAiConfig({ path: '/coach/clients/00000000-0000-4000-8000-000000000999/ai-config' });
    expect(await screen.findByText(en.client.notFound)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: en.client.back }).every((link) => link.getAttribute('href') === '/coach/clients')).toBe(true);
    expect(screen.queryByRole('button', { name: en.form.save })).not.toBeInTheDocument();
  });
});
