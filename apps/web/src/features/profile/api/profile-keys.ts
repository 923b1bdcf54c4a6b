export { profileKeys } from '@/lib/my-profile';
