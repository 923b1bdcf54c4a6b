import type auth from '../locales/en/auth.json';
import type common from '../locales/en/common.json';
import type crewInfo from '../locales/en/crew-info.json';
import type crewProfile from '../locales/en/crew-profile.json';
import type crews from '../locales/en/crews.json';
import type home from '../locales/en/home.json';
import type jobs from '../locales/en/jobs.json';
import type navigation from '../locales/en/navigation.json';
import type notFound from '../locales/en/not-found.json';
import type pages from '../locales/en/pages.json';
import type personalCalendar from '../locales/en/personal-calendar.json';
import type vacancies from '../locales/en/vacancies.json';
import type version from '../locales/en/version.json';

import type calendar from '../locales/en/calendar.json';
import type findBestPerson from '../locales/en/find-best-person.json';
import type locations from '../locales/en/locations.json';
import type membershipCrews from '../locales/en/membership-crews.json';
import type plannerCrew from '../locales/en/planner-crew.json';
import type planningCalendar from '../locales/en/planning-calendar.json';
import type planningCrewItemList from '../locales/en/planning-crew-item-list.json';
import type projects from '../locales/en/projects.json';
import type projectsCalendar from '../locales/en/projects-calendar.json';
import type projectsVacancy from '../locales/en/projects-vacancy.json';
import type todoCalendar from '../locales/en/todo-calendar.json';
import type documents from '../locales/en/documents.json';
import type forms from '../locales/en/forms.json';
import type payrolls from '../locales/en/payrolls.json';
import type contracts from '../locales/en/contracts.json';
// English is the source of truth: t() only accepts keys that exist there.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      navigation: typeof navigation;
      home: typeof home;
      version: typeof version;
      'not-found': typeof notFound;
      pages: typeof pages;
      jobs: typeof jobs;
      vacancies: typeof vacancies;
      'personal-calendar': typeof personalCalendar;
      crews: typeof crews;
      'crew-info': typeof crewInfo;
      'crew-profile': typeof crewProfile;
      calendar: typeof calendar;
      projects: typeof projects;
      'find-best-person': typeof findBestPerson;
      'projects-calendar': typeof projectsCalendar;
      'planning-calendar': typeof planningCalendar;
      'planner-crew': typeof plannerCrew;
      'planning-crew-item-list': typeof planningCrewItemList;
      'membership-crews': typeof membershipCrews;
      locations: typeof locations;
      'projects-vacancy': typeof projectsVacancy;
      'todo-calendar': typeof todoCalendar;
      documents: typeof documents;
      forms: typeof forms;
      payrolls: typeof payrolls;
      contracts: typeof contracts;
    };
  }
}
