import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DeskNewsItem } from '@psc/core/operations/operations.schemas';
import { SafeHtml } from '#components/safe-html.tsx';
import { TextInput } from '#components/form/text-input.tsx';
import { usePreviewDeskNews, useSaveDeskNews } from '../api/desk-news.ts';

const editorSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(300),
  description: z.string().max(2000),
  article: z.string().max(200_000),
  tags: z.string().max(500),
  country: z.string().max(200),
  thumbnailUrl: z.string().max(2000),
  link: z.string().max(2000),
  scheduleAt: z.string(),
});
type EditorValues = z.infer<typeof editorSchema>;

const valuesOf = (item: DeskNewsItem | null): EditorValues => ({
  title: item?.title ?? '',
  description: item?.description ?? '',
  article: item?.article ?? '',
  tags: item?.tags.join(', ') ?? '',
  country: item?.country ?? '',
  thumbnailUrl: item?.thumbnailUrl ?? '',
  link: item?.link ?? '',
  scheduleAt: '',
});

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** Write or change an item; save it as a draft, publish it now, or schedule it; preview the article first. */
export const NewsEditor = ({ item, onDone }: { item: DeskNewsItem | null; onDone: () => void }) => {
  const save = useSaveDeskNews();
  const preview = usePreviewDeskNews();
  const [shownPreview, setShownPreview] = useState<string | null>(null);
  const { register, handleSubmit, getValues, formState } = useForm<EditorValues>({
    resolver: zodResolver(editorSchema),
    defaultValues: valuesOf(item),
  });
  const submit = (when: 'draft' | 'now' | 'schedule') =>
    handleSubmit(async (values) => {
      const scheduled = Date.parse(values.scheduleAt);
      const visibleFrom =
        when === 'draft' ? null : when === 'schedule' && !Number.isNaN(scheduled) ? scheduled : undefined;
      await save.mutateAsync({
        ...(item === null ? {} : { id: item.id }),
        title: values.title,
        description: orNull(values.description),
        article: orNull(values.article),
        country: orNull(values.country),
        thumbnailUrl: orNull(values.thumbnailUrl),
        link: orNull(values.link),
        tags: values.tags
          .split(',')
          .map((tag) => tag.trim())
          .filter((tag) => tag !== ''),
        ...(item === null ? {} : { createdDate: item.createdDate }),
        ...(visibleFrom === undefined ? {} : { visibleFrom }),
      });
      onDone();
    });
  const { errors } = formState;
  return (
    <Paper component="section" aria-labelledby="news-editor-title" sx={{ p: 2 }}>
      <Typography id="news-editor-title" variant="h6" component="h2" gutterBottom>
        {item === null ? 'Write a news item' : 'Edit the news item'}
      </Typography>
      <Stack component="form" spacing={2} noValidate onSubmit={(event) => event.preventDefault()}>
        {save.isError && (
          <Alert severity="error" role="alert">
            {save.error.message}
          </Alert>
        )}
        <TextInput
          label="Title"
          required
          error={errors.title !== undefined}
          helperText={errors.title?.message}
          {...register('title')}
        />
        <TextInput label="Summary" multiline minRows={2} {...register('description')} />
        <TextInput
          label="Article (HTML)"
          multiline
          minRows={6}
          sx={{ fontFamily: 'monospace' }}
          {...register('article')}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput
            label="Tags (comma-separated)"
            helperText="Price and Trade items come first"
            {...register('tags')}
          />
          <TextInput label="Countries" helperText="e.g. Brazil, India" {...register('country')} />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput label="Thumbnail address" {...register('thumbnailUrl')} />
          <TextInput label="Source link" {...register('link')} />
        </Stack>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}
        >
          <Button
            variant="outlined"
            disabled={preview.isPending}
            onClick={() =>
              preview.mutate(getValues('article'), { onSuccess: (reply) => setShownPreview(reply.html) })
            }
          >
            Preview
          </Button>
          <Button variant="outlined" disabled={save.isPending} onClick={() => void submit('draft')()}>
            Save as draft
          </Button>
          <Button variant="contained" disabled={save.isPending} onClick={() => void submit('now')()}>
            Publish now
          </Button>
          <TextInput
            label="Publish at"
            type="datetime-local"
            shrinkLabel
            fullWidth={false}
            {...register('scheduleAt')}
          />
          <Button disabled={save.isPending} onClick={() => void submit('schedule')()}>
            Schedule
          </Button>
          <Button onClick={onDone}>Cancel</Button>
        </Stack>
        {shownPreview !== null && (
          <Paper variant="outlined" sx={{ p: 2 }} aria-label="Article preview" role="region">
            {shownPreview === '' ? (
              <Typography color="text.secondary">No article.</Typography>
            ) : (
              <SafeHtml html={shownPreview} />
            )}
          </Paper>
        )}
      </Stack>
    </Paper>
  );
};
