import type { Faq } from '@crewhub/shared';
import { Badge, Group } from '@mantine/core';

/** An FAQ's categories, then its tags. */
export const FaqTags = ({ faq }: { faq: Faq }) => (
  <Group gap={6}>
    {faq.categories.map((category) => (
      <Badge key={category.id} variant="light">
        {category.name}
      </Badge>
    ))}
    {faq.tags.map((tag) => (
      <Badge key={tag} variant="outline" color="gray">
        #{tag}
      </Badge>
    ))}
  </Group>
);
