import type { ComponentType } from 'react';
import { useParams } from 'react-router';

/** A screen for `/projects/:number/…`: the page gets the project number from the address. */
export const numberScreen = (Page: ComponentType<{ number: string }>) => () => {
  const { number = '' } = useParams();
  return <Page number={number} />;
};
