import { Container, Stack } from '@mantine/core';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageMeta } from '../../../lib/page-meta';
import { useTags } from '../../../lib/review-tags';
import { useShellContext } from '../../../lib/shell';
import { useAsinOptions } from '../api/asin-options';
import { RulesSection } from '../components/rules-section';
import { TagsSection } from '../components/tags-section';

/** /settings/tag-automation: the company's tags and the rules that add them to reviews. */
export function TagAutomationPage() {
  usePageMeta({ title: 'Tag automation', description: 'Tags and the rules that add them to reviews.' });
  const { currentChannelId } = useShellContext();
  const tags = useTags();
  const asins = useAsinOptions(currentChannelId);

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <PageHeader title="Tag automation" subtitle="Shared by every store of your company" />
        <TagsSection />
        <RulesSection tags={tags.data ?? []} asinOptions={asins.data ?? []} />
      </Stack>
    </Container>
  );
}
