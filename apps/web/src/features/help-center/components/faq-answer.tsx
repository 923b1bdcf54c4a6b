import { Typography } from '@mantine/core';
import Markdown from 'react-markdown';

/**
 * An answer as the office wrote it in Markdown. HTML in it is dropped, never rendered, and
 * react-markdown leaves out links to javascript: and other unsafe protocols.
 */
export const FaqAnswer = ({ markdown }: { markdown: string }) => (
  <Typography fz="sm">
    <Markdown skipHtml>{markdown}</Markdown>
  </Typography>
);
