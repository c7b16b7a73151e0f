import tutorialsMessages from 'virtual:inkslot-message-sections/tutorials';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { appPaths } from '#web/src/app/paths.ts';
import { withSectionMessages } from '#web/src/app/with-section-messages.tsx';
import { ButtonLink } from '#web/src/components/ui/button-link.tsx';
import { EmptyState } from '#web/src/components/ui/empty-state.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { TutorialArticle } from '#web/src/features/tutorials/components/tutorial-article.tsx';
import { isTutorialId } from '#web/src/features/tutorials/components/tutorial-steps.ts';

/** `/app/tutorials/:id`: one article of the guide (an unknown one leads back to the guide). */
function Tutorial() {
  const { t } = useTranslation();
  const { id } = useParams();
  if (!isTutorialId(id)) {
    return (
      <>
        <PageTitle page={t('web.tutorials.pageTitle')} />
        <h1>{t('web.tutorials.title')}</h1>
        <EmptyState
          title={t('web.tutorials.notFound')}
          action={<ButtonLink to={appPaths.tutorials}>{t('web.tutorials.back')}</ButtonLink>}
        />
      </>
    );
  }
  return (
    <>
      <PageTitle page={t(`web.tutorials.articles.${id}.title`)} />
      <TutorialArticle step={id} />
    </>
  );
}

export const Component = withSectionMessages(tutorialsMessages, Tutorial);
