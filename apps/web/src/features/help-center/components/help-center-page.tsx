import type { Faq } from '@crewhub/shared';
import { Button, Chip, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLifebuoy, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { NoResults } from '@/components/no-results';
import { QueryState } from '@/components/query-state';
import { useRight } from '@/lib/use-right';
import { useFaqCategories } from '../api/get-faq-categories';
import { useFaqs } from '../api/get-faqs';
import { FaqDetail } from './faq-detail';
import { FaqFormModal } from './faq-form-modal';
import { FaqList } from './faq-list';

/** Editing: null for a new FAQ; closed: undefined. */
type Editing = Faq | null | undefined;

/** `?faq=12` opens one FAQ (a shared link); anything else is ignored. */
const sharedFaqId = (value: string | null): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** Search the FAQs, narrow them by category, read the answers; the office also writes them. */
export const HelpCenterPage = () => {
  const { t, i18n } = useTranslation('help-center');
  const canCreate = useRight('faq', 'CREATE');
  const canEdit = useRight('faq', 'EDIT');
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 300);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [allFaqs, setAllFaqs] = useState(false);
  const [editing, setEditing] = useState<Editing>(undefined);
  const [params, setParams] = useSearchParams();
  const sharedId = sharedFaqId(params.get('faq'));
  const categories = useFaqCategories();
  const faqs = useFaqs({
    q,
    categoryId,
    language: i18n.language,
    view: canEdit && allFaqs ? 'editor' : 'reader',
  });
  return (
    <Stack gap="md" data-testid="help-center">
      {sharedId !== null ? (
        <FaqDetail id={sharedId} onClose={() => setParams({}, { replace: true })} />
      ) : null}
      <TextInput
        type="search"
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        data-testid="faq-search"
      />
      {categories.data && categories.data.length > 0 ? (
        <Chip.Group
          value={categoryId === null ? 'all' : String(categoryId)}
          onChange={(value) => setCategoryId(value === 'all' ? null : Number(value))}
        >
          <Group gap={6} role="group" aria-label={t('categories')}>
            <Chip value="all" size="sm">
              {t('allCategories')}
            </Chip>
            {categories.data.map((category) => (
              <Chip key={category.id} value={String(category.id)} size="sm">
                {category.name}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      ) : null}
      {canCreate || canEdit ? (
        <Group justify="space-between">
          {canEdit ? (
            <Switch
              label={t('editorView')}
              checked={allFaqs}
              onChange={(event) => setAllFaqs(event.currentTarget.checked)}
              data-testid="faq-editor-view"
            />
          ) : (
            <span />
          )}
          {canCreate ? (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setEditing(null)}
              data-testid="faq-new"
            >
              {t('form.newTitle')}
            </Button>
          ) : null}
        </Group>
      ) : null}
      <QueryState query={faqs}>
        {(page) =>
          page.items.length === 0 && (q || categoryId !== null) ? (
            <NoResults
              onClear={() => {
                setText('');
                setCategoryId(null);
              }}
            />
          ) : page.items.length === 0 ? (
            <FriendlyEmpty
              icon={IconLifebuoy}
              title={t('empty.title')}
              description={t('empty.text')}
              testId="faq-empty"
            />
          ) : (
            <Stack gap="xs">
              <Text size="sm" c="dimmed" aria-live="polite">
                {t('count', { count: page.total })}
              </Text>
              <FaqList faqs={page.items} onEdit={canEdit ? setEditing : undefined} />
            </Stack>
          )
        }
      </QueryState>
      {editing !== undefined ? (
        <FaqFormModal faq={editing} onClose={() => setEditing(undefined)} />
      ) : null}
    </Stack>
  );
};
