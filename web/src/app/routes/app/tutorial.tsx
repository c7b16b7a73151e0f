import tutorialsMessages from 'virtual:inkslot-message-sections/tutorials';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { TutorialArticle } from '../../../features/tutorials/components/tutorial-article.tsx';
import { isTutorialId } from '../../../features/tutorials/components/tutorial-steps.ts';
import { appPaths } from '../../paths.ts';
import { withSectionMessages } from '../../with-section-messages.tsx';

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
