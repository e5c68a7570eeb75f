<?php

use CodeIgniter\Router\RouteCollection;

/**
 * @var RouteCollection $routes
 */
$routes->get('/', 'Home::index');
$routes->get('blog/(:num)', 'Blog::show/$1');
$routes->get('blog/(:any)', 'Blog::slug/$1');
$routes->post('blog', 'Blog::create');
$routes->put('blog/(:num)', 'Blog::update/$1');
$routes->add('feed', 'Blog::feed');
$routes->addRedirect('old-blog/(:num)', 'blog/$1');
$routes->addRedirect('start', 'home-page', 301);
$routes->get('home-page', 'Home::index', ['as' => 'home-page']);
$routes->get('hello/(:segment)', static fn ($name) => 'Hello ' . $name);
$routes->view('about', 'pages/about');
$routes->get('slashed', 'Admin/Users::index');
$routes->get('dynamic/(:segment)', '$1::index');
$routes->get('abstract', 'BaseController::index');
$routes->get('needs', 'Blog::needs');
$routes->get('hidden', 'Blog::secret');
$routes->get('underscored', 'Blog::_helper');
$routes->get('remapped/(:any)', 'Remapped::anything/$1');
$routes->get('magic', 'Magic::whatever');
$routes->get('missing', 'Nowhere::index');
$routes->get('dashed-route', 'Shop\Dash-board::some-page');
$routes->cli('jobs/run', 'Jobs::run');
$routes->get('{locale}/welcome', 'Home::welcome');
$routes->get('admin/panel', 'Admin\Users::index', ['filter' => 'role:admin, editor']);
$routes->get('broken-filter', 'Home::index', ['filter' => 'nosuch']);
$routes->group('api', ['filter' => 'cors'], static function ($routes) {
    $routes->get('items', 'Blog::feed');
    $routes->post('items', 'Blog::create', ['filter' => 'throttle']);
});
$routes->get('b/(:segment)', 'Blog::$1');
