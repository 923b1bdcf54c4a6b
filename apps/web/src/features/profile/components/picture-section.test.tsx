import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { sentRequests } from '@/testing/api-handlers';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { profileFixture } from '../lib/profile-fixtures';
import { PictureSection } from './picture-section';

beforeAll(loadTexts);

const choose = (file: File) => {
  const input = screen.getByTestId('profile-picture').querySelector('input[type="file"]')!;
  return userEvent.setup({ applyAccept: false }).upload(input as HTMLInputElement, file);
};

describe('PictureSection', () => {
  it('shows the photo guidance and the picture waiting for approval next to the current one', () => {
    renderWithProviders(
      <PictureSection
        profile={profileFixture({
          pictureUrl: '/api/v1/file/1?expires=1&signature=a',
          newPicture: {
            id: 4,
            status: 'pending',
            url: '/api/v1/file/2?expires=1&signature=b',
            reason: null,
            createdAt: '2026-11-23T09:00:00.000Z',
            decidedAt: null,
          },
        })}
      />,
    );
    expect(screen.getByText(/plain, light background/)).toBeTruthy();
    expect(screen.getByText(/face fully visible/)).toBeTruthy();
    expect(screen.getByTestId('picture-new-status').getAttribute('data-status')).toBe('pending');
  });

  it('refuses a file that is not a JPEG or PNG before uploading', async () => {
    renderWithProviders(<PictureSection profile={profileFixture()} />);
    await choose(new File(['%PDF-1.7'], 'me.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Choose a JPEG or PNG photo')).toBeTruthy();
    expect(screen.queryByTestId('picture-crop')).toBeNull();
    expect(sentRequests()).toEqual([]);
  });

  it('refuses a photo over the size limit before uploading', async () => {
    renderWithProviders(<PictureSection profile={profileFixture()} />);
    await choose(new File([new Uint8Array(9 * 1024 * 1024)], 'me.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Choose a photo of at most 8 MB')).toBeTruthy();
    expect(sentRequests()).toEqual([]);
  });
});
