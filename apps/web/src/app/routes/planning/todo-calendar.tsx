import { TodoCalendarPage } from '@/features/todo-calendar/components/todo-calendar-page';

export const Component = TodoCalendarPage;
